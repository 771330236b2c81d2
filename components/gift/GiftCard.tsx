import type { CSSProperties } from 'react';
import type { CardTemplate } from '../../schemas/gift/cards';
import './giftCard.css';

type CardAnimation = 'balloons' | 'moon' | 'fireworks';
/** The animated seasonal templates have no image (spec 2 §3): each theme has its own drawing. */
const ANIMATION_OF_THEME: Record<string, CardAnimation> = {
  birth_day: 'balloons',
  chuseok: 'moon',
  new_year: 'fireworks',
};

const BALLOONS = [
  { left: '12%', color: '#ff8fab', delay: 0 },
  { left: '38%', color: '#74c0fc', delay: 0.6 },
  { left: '62%', color: '#ffd43b', delay: 1.1 },
  { left: '80%', color: '#b197fc', delay: 0.3 },
];
const SPARKS = [
  { left: '20%', top: '12%', color: '#ffd43b', delay: 0 },
  { left: '60%', top: '6%', color: '#ff8787', delay: 0.7 },
  { left: '42%', top: '26%', color: '#74c0fc', delay: 1.4 },
  { left: '72%', top: '30%', color: '#b2f2bb', delay: 2.1 },
];
const STARS = [8, 22, 35, 47, 58, 71, 84, 93];

/** The drawings of the animated cards: CSS animations (giftCard.css), still for reduced motion. */
function Animation({ kind }: { kind: CardAnimation }) {
  if (kind === 'balloons')
    return BALLOONS.map((b) => (
      <span
        key={b.left}
        data-animated=""
        className="gift-card__layer gift-card__balloon"
        style={{ left: b.left, background: b.color, animationDelay: `${b.delay}s` }}
      />
    ));
  if (kind === 'moon')
    return (
      <>
        {STARS.map((left, index) => (
          <span
            key={left}
            className="gift-card__layer gift-card__star"
            style={{
              left: `${left}%`,
              top: `${6 + ((index * 17) % 40)}%`,
              animationDelay: `${(index % 3) * 0.5}s`,
            }}
          />
        ))}
        <span data-animated="" className="gift-card__layer gift-card__moon" />
      </>
    );
  return SPARKS.map((s) => (
    <span
      key={s.left + s.top}
      data-animated=""
      className="gift-card__layer gift-card__spark"
      style={{ left: s.left, top: s.top, color: s.color, animationDelay: `${s.delay}s` }}
    />
  ));
}

export interface GiftCardProps {
  template: CardTemplate;
  /** The sender's message; without one only the picture shows (picker thumbnails). */
  message?: string;
  /** A custom image uploaded for the event, in place of the template's own. */
  imageUrl?: string | null;
  /** Rendered width (the card keeps 3:4). */
  width?: number | string;
  /** A line above the message (e.g. who it is from). */
  title?: string;
}

/** One greeting card: its picture (or animation) and the message over its lower part. */
export function GiftCard({ template, message, imageUrl, width = 300, title }: GiftCardProps) {
  const src = imageUrl ?? template.imageSrc;
  const style: CSSProperties = { width, background: template.bgColor, color: template.color };
  return (
    <figure
      className={`gift-card${template.isBlackBase ? ' gift-card--dark' : ''}`}
      data-card={template.name}
      aria-label={`${template.title} 카드`}
      style={style}
    >
      {src ? (
        <img className="gift-card__image" src={src} alt="" />
      ) : template.animated ? (
        <Animation kind={ANIMATION_OF_THEME[template.theme] ?? 'moon'} />
      ) : null}
      {(message || title) && (
        <figcaption className="gift-card__caption">
          {title && <p className="gift-card__title">{title}</p>}
          {message && <p className="gift-card__message">{message}</p>}
        </figcaption>
      )}
    </figure>
  );
}
