-- Korean search (lib/koreanSearch.ts, server/services/koreanSearch.ts): 초성 (ㄱㅈㅇ finds 김지원) and
-- phone digits anywhere (5678 finds 010-1234-5678). Both are "contains" searches, which only a
-- trigram index serves: pg_trgm ships with PostgreSQL (contrib, a trusted extension since 13) and
-- with PGlite (server/db/client.ts loads it). Korean text makes trigrams under a UTF-8 ctype.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- 김지원 abc → ㄱㅈㅇ abc: each Hangul syllable (U+AC00..U+D7A3, 0xAC00 + (cho*21 + jung)*28 + jong)
-- becomes its initial consonant, everything else stays. A loop in plpgsql is the fastest of the
-- ways tried (a set-based SQL body, translate() over NFD): about 1.5 µs a name on PostgreSQL, 3 µs on
-- PGlite, which is what a search too short for the index (ㄱㅈ) pays per row. Built-ins only, so it
-- also runs under the pg_catalog-only search_path of maintenance commands (PostgreSQL 17+, PGlite).
CREATE OR REPLACE FUNCTION search_choseong(value text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE AS $$
DECLARE
  result text := '';
  code int;
  ch text;
BEGIN
  FOREACH ch IN ARRAY string_to_array(value, NULL) LOOP
    code := ascii(ch);
    IF code BETWEEN 44032 AND 55203 THEN
      result := result || substr('ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ', (code - 44032) / 588 + 1, 1);
    ELSE
      result := result || ch;
    END IF;
  END LOOP;
  RETURN result;
END
$$;
--> statement-breakpoint
-- 010-1234-5678 → 01012345678: phones and business numbers compared by their digits, however stored.
CREATE OR REPLACE FUNCTION search_digits(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$ SELECT regexp_replace(value, '[^0-9]', '', 'g') $$;
--> statement-breakpoint
-- The member list's 초성 and phone searches (3+ letters or digits; shorter ones read the company's rows).
CREATE INDEX IF NOT EXISTS "company_members_name_choseong_trgm_idx" ON "company_members" USING gin (search_choseong("name") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "company_members_phone_digits_trgm_idx" ON "company_members" USING gin (search_digits("cell_phone") gin_trgm_ops);
