import { won } from '../../lib/won';
import type { RecipientPage } from './recipientApi';
import { seoulLocaleText } from '../../lib/seoulTime';
import { ITEM_KIND_TEXT, RECIPIENT_TEXT } from './strings';
import { VoucherBarcode } from './VoucherBarcode';

/** After the choice: the item, then either the delivery (and its shipment) or the voucher with its barcode. */
export function ChosenGift({ chosen }: { chosen: NonNullable<RecipientPage['chosen']> }) {
  const { item, delivery, voucher } = chosen;
  return (
    <section className="gift-panel" aria-labelledby="gift-chosen-heading">
      <h2 id="gift-chosen-heading">{RECIPIENT_TEXT.chosenHeading}</h2>
      <div className="gift-item" style={{ cursor: 'default' }}>
        <img src={item.imageSrc} alt="" />
        <span>
          <span className="gift-item__name">{item.name}</span>
          <br />
          <span className="gift-item__meta">
            {item.brand} · {ITEM_KIND_TEXT[item.kind] ?? item.kind}
          </span>
        </span>
        <span className="gift-item__price">{won(item.price)}</span>
      </div>
      {delivery && (
        <dl className="gift-dl">
          <dt>{RECIPIENT_TEXT.receiverName}</dt>
          <dd>{delivery.name}</dd>
          <dt>{RECIPIENT_TEXT.deliveryTo}</dt>
          <dd>
            ({delivery.zoneCode}) {delivery.address1} {delivery.address2}
          </dd>
          <dt>배송 상태</dt>
          <dd data-testid="shipment">
            {delivery.carrier && delivery.trackingNumber
              ? RECIPIENT_TEXT.shipping(delivery.carrier, delivery.trackingNumber)
              : RECIPIENT_TEXT.preparing}
          </dd>
        </dl>
      )}
      {voucher && (
        <>
          {voucher.exchanged ? (
            <p className="gift-alert">{RECIPIENT_TEXT.exchanged}</p>
          ) : (
            <VoucherBarcode code={voucher.code} />
          )}
          <p className="gift-code" aria-label={RECIPIENT_TEXT.voucherCode}>
            {voucher.code}
          </p>
          <p className="gift-page__muted" style={{ textAlign: 'center' }}>
            {RECIPIENT_TEXT.voucherExpires(seoulLocaleText(voucher.expiresAt, 'longDate'))}
            {voucher.amount !== null && ` · ${RECIPIENT_TEXT.voucherAmount(won(voucher.amount))}`}
          </p>
        </>
      )}
    </section>
  );
}
