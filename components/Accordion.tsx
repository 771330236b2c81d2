import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Accordion as MuiAccordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export interface AccordionItem {
  /** Stable key; the index is used when omitted. */
  id?: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** true: items open and close independently; false (default): opening one closes the others. */
  multiple?: boolean;
  /** Start with every item closed instead of the first one open. */
  defaultClosed?: boolean;
}

/** Spec 2 §4 "Accordion": single or multi mode, the first item open unless defaultClosed. */
export function Accordion({ items, multiple = false, defaultClosed = false }: AccordionProps) {
  const baseId = useId();
  const keyOf = (item: AccordionItem, index: number) => item.id ?? String(index);
  const first = items[0];
  const [open, setOpen] = useState<ReadonlySet<string>>(() =>
    defaultClosed || !first ? new Set() : new Set([keyOf(first, 0)]),
  );

  const toggle = (key: string) =>
    setOpen((current) => {
      if (current.has(key)) {
        const next = new Set(current);
        next.delete(key);
        return next;
      }
      return multiple ? new Set(current).add(key) : new Set([key]);
    });

  return (
    <div>
      {items.map((item, index) => {
        const key = keyOf(item, index);
        const summaryId = `${baseId}-${index}-summary`;
        return (
          <MuiAccordion key={key} expanded={open.has(key)} onChange={() => toggle(key)} disableGutters>
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={summaryId}
              aria-controls={`${baseId}-${index}-content`}
            >
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {item.title}
              </Typography>
            </AccordionSummary>
            <AccordionDetails id={`${baseId}-${index}-content`} role="region" aria-labelledby={summaryId}>
              {item.content}
            </AccordionDetails>
          </MuiAccordion>
        );
      })}
    </div>
  );
}
