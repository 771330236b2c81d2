import { won } from '../../lib/won';
import type { GiftItemView } from './recipientApi';
import { ITEM_KIND_TEXT, RECIPIENT_TEXT } from './strings';

interface ItemChoiceProps {
  items: readonly GiftItemView[];
  budget: number;
  selected: string | null;
  onSelect: (id: string) => void;
  onNext: () => void;
}

/** The items within the budget as one radio group; the button moves on to address or voucher. */
export function ItemChoice({ items, budget, selected, onSelect, onNext }: ItemChoiceProps) {
  if (items.length === 0) return <p className="gift-alert">{RECIPIENT_TEXT.noItems}</p>;
  return (
    <section className="gift-panel" aria-labelledby="gift-choose-heading">
      <h2 id="gift-choose-heading">{RECIPIENT_TEXT.chooseHeading}</h2>
      <p className="gift-page__muted">{RECIPIENT_TEXT.chooseLead(won(budget))}</p>
      <fieldset className="gift-items">
        <legend className="gift-page__muted" style={{ position: 'absolute', left: -9999 }}>
          {RECIPIENT_TEXT.chooseHeading}
        </legend>
        {items.map((item) => (
          <label key={item.id} className="gift-item">
            <input
              type="radio"
              name="gift-item"
              value={item.id}
              checked={selected === item.id}
              onChange={() => onSelect(item.id)}
            />
            <img src={item.imageSrc} alt="" loading="lazy" />
            <span>
              <span className="gift-item__name">{item.name}</span>
              <br />
              <span className="gift-item__meta">
                {item.brand} · {ITEM_KIND_TEXT[item.kind] ?? item.kind}
              </span>
            </span>
            <span className="gift-item__price">{won(item.price)}</span>
          </label>
        ))}
      </fieldset>
      <button type="button" className="gift-button" disabled={!selected} onClick={onNext}>
        {selected ? RECIPIENT_TEXT.next : RECIPIENT_TEXT.pickFirst}
      </button>
    </section>
  );
}
