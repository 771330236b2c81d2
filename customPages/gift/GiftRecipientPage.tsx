import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { GiftCard } from '../../components/gift/GiftCard';
import { ChosenGift } from './ChosenGift';
import { DeliveryForm } from './DeliveryForm';
import { ItemChoice } from './ItemChoice';
import { ApiError, chooseGift, loadGift } from './recipientApi';
import type { DeliveryInput, RecipientPage } from './recipientApi';
import { seoulLocaleText } from '../../lib/seoulTime';
import { RECIPIENT_TEXT } from './strings';
import './recipient.css';

type Load =
  | { kind: 'loading' }
  | { kind: 'failed'; title: string; message: string; retry: boolean }
  | { kind: 'ready'; page: RecipientPage };

/** A failed load as a page: a missing token is a clear sentence, a network failure can be retried. */
function failure(error: unknown): Load {
  if (error instanceof ApiError && error.status === 404)
    return { kind: 'failed', title: RECIPIENT_TEXT.notFoundTitle, message: error.message, retry: false };
  const message = error instanceof Error ? error.message : '';
  return { kind: 'failed', title: RECIPIENT_TEXT.errorTitle, message, retry: true };
}

function StatusPage({
  title,
  message,
  children,
}: {
  title: string;
  message?: string | null;
  children?: React.ReactNode;
}) {
  return (
    <div className="gift-status">
      <h1>{title}</h1>
      {message && <p className="gift-page__muted">{message}</p>}
      {children}
    </div>
  );
}

/**
 * /gift/{token}: the page a gift's recipient opens from the message. No login, phone first: the card
 * with its message, the items within the budget, one choice, then an address or a voucher.
 */
export function GiftRecipientPage() {
  const { token = '' } = useParams();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [selected, setSelected] = useState<string | null>(null);
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  const [busy, setBusy] = useState(false);
  const [sendError, setSendError] = useState<{ message: string; fields: Record<string, string> } | null>(
    null,
  );

  const fetchPage = useCallback(
    (signal?: AbortSignal) => {
      setLoad({ kind: 'loading' });
      loadGift(token, signal)
        .then((page) => setLoad({ kind: 'ready', page }))
        .catch((error: unknown) => {
          if (!signal?.aborted) setLoad(failure(error));
        });
    },
    [token],
  );
  useEffect(() => {
    // The title format of lib/pageTitle, written here: that module rides in the public shell's UI chunk.
    document.title = `${RECIPIENT_TEXT.pageTitle} | ${RECIPIENT_TEXT.service}`;
    const controller = new AbortController();
    fetchPage(controller.signal);
    return () => controller.abort();
  }, [fetchPage]);

  const send = async (delivery: DeliveryInput | null) => {
    if (!selected) return;
    setBusy(true);
    setSendError(null);
    try {
      const answer = await chooseGift(token, { itemId: selected, delivery });
      if (answer && 'state' in answer) setLoad({ kind: 'ready', page: answer });
      else fetchPage();
    } catch (error) {
      // A second choice (409), an expired or cancelled gift: the page as it now is, with the server's sentence.
      if (error instanceof ApiError && error.status === 409) fetchPage();
      else {
        const fields =
          (error instanceof ApiError && (error.body?.errors as Record<string, string> | undefined)) || {};
        setSendError({ message: error instanceof Error ? error.message : '', fields });
      }
    } finally {
      setBusy(false);
    }
  };

  let content: React.ReactNode;
  if (load.kind === 'loading') {
    content = (
      <StatusPage title={RECIPIENT_TEXT.pageTitle}>
        <div className="gift-spinner" role="status" aria-label={RECIPIENT_TEXT.loading} />
      </StatusPage>
    );
  } else if (load.kind === 'failed') {
    content = (
      <StatusPage title={load.title} message={load.message}>
        {load.retry && (
          <button type="button" className="gift-button gift-button--small" onClick={() => fetchPage()}>
            {RECIPIENT_TEXT.retry}
          </button>
        )}
      </StatusPage>
    );
  } else {
    const { page } = load;
    const item = page.items.find((candidate) => candidate.id === selected) ?? null;
    const card = page.card.template ?? null;
    content = (
      <>
        <header>
          <p className="gift-page__brand">{RECIPIENT_TEXT.service}</p>
          <h1>
            {page.state === 'EXPIRED'
              ? RECIPIENT_TEXT.expiredTitle
              : page.state === 'CANCELLED'
                ? RECIPIENT_TEXT.cancelledTitle
                : RECIPIENT_TEXT.greeting(page.recipientName)}
          </h1>
          <p className="gift-page__muted">
            {RECIPIENT_TEXT.from(page.senderName)} · {page.eventName}
          </p>
        </header>
        {page.message && (
          <p className="gift-alert" role="status">
            {page.message}
          </p>
        )}
        {card && (
          <div className="gift-page__card">
            <GiftCard template={card} imageUrl={page.card.imageSrc} message={page.card.message} width={340} />
          </div>
        )}
        {page.state === 'CARD_ONLY' && <p>{RECIPIENT_TEXT.cardOnly}</p>}
        {page.state === 'CHOOSE' && page.expiresAt && (
          <p className="gift-page__muted">
            {RECIPIENT_TEXT.expires(seoulLocaleText(page.expiresAt, 'longDate'))}
          </p>
        )}
        {page.state === 'CHOOSE' && step === 'choose' && (
          <ItemChoice
            items={page.items}
            budget={page.budget}
            selected={selected}
            onSelect={setSelected}
            onNext={() => setStep('confirm')}
          />
        )}
        {page.state === 'CHOOSE' && step === 'confirm' && item && (
          <>
            {sendError && (
              <p className="gift-alert" role="alert">
                {sendError.message}
              </p>
            )}
            {item.kind === 'DELIVERY' ? (
              <DeliveryForm
                defaultName={page.recipientName}
                busy={busy}
                serverErrors={sendError?.fields ?? {}}
                onSubmit={(delivery) => void send(delivery)}
              />
            ) : (
              <section className="gift-panel" aria-labelledby="gift-voucher-heading">
                <h2 id="gift-voucher-heading">{RECIPIENT_TEXT.voucherHeading}</h2>
                <p>{item.name}</p>
                <p className="gift-page__muted">{RECIPIENT_TEXT.voucherLead}</p>
                <button type="button" className="gift-button" disabled={busy} onClick={() => void send(null)}>
                  {busy ? RECIPIENT_TEXT.sending : RECIPIENT_TEXT.confirmVoucher}
                </button>
              </section>
            )}
            <button
              type="button"
              className="gift-button gift-button--ghost"
              onClick={() => setStep('choose')}
            >
              {RECIPIENT_TEXT.back}
            </button>
          </>
        )}
        {page.state === 'CHOSEN' && page.chosen && <ChosenGift chosen={page.chosen} />}
      </>
    );
  }
  return (
    <div className="gift-page">
      <main className="gift-page__main">{content}</main>
    </div>
  );
}
