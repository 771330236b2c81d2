import { z } from 'zod';

/** Zod's own messages (type mismatches and the like) in Korean, for the browser and the server alike. */
z.config(z.locales.ko());
