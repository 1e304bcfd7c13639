import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { type CodeKind } from '../../../../core/booking';
import { formatMoney } from '../../../../core/shared/money';
import { useLocale } from '../../../shared/i18n/use-locale';
import { type AccommodationOption, type ResultsStep2ViewModel, fieldIds } from './results-step2.view-model';
import { FieldError, SelectField, describedBy } from './step2-fields';

const KINDS = ['deck', 'seat', 'berth', 'cabin'] as const;

/** A passenger type's name: the company's when known, else the shop's. */
export function useTypeName(): (code: string, name?: string) => string {
  const intl = useIntl();
  return (code, name) => name ?? (intl.messages[`results.step2.type.${code}`] ? intl.formatMessage({ id: `results.step2.type.${code}` }) : code);
}

/** One passenger's choices on one trip: type, place, discount, document, loyalty card and MAN code. */
export const PassengerChoices = observer(function PassengerChoices({ vm, leg, index, onRemove }: {
  vm: ResultsStep2ViewModel; leg: number; index: number;
  /** Given on the first trip while more than one passenger travels: removes the passenger from every trip. */
  onRemove?: () => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const typeName = useTypeName();
  const passenger = vm.item(leg).passengers[index]!;
  const number = index + 1;
  const options = vm.accommodations(leg, index);
  const offer = vm.offerOf(leg, index);
  const cabin = vm.cabinShare(leg, index);
  const discounts = vm.passengerDiscounts(leg);
  const optionLabel = ({ offer: o, left }: AccommodationOption) => intl.formatMessage(
    { id: o.kind === 'cabin' ? 'results.step2.option.cabin' : 'results.step2.option' },
    { name: o.name, price: formatMoney(o.lowestFare, locale), left: Math.max(0, left), beds: o.beds },
  );
  const accId = fieldIds.accommodation(leg, index);
  const note = cabin
    ? intl.formatMessage({ id: 'results.step2.cabin.note' }, { beds: cabin.beds, empty: cabin.cabins * cabin.beds - cabin.occupants })
    : offer?.sex ? intl.formatMessage({ id: 'results.step2.berth.note' }, { sex: offer.sex }) : undefined;
  return (
    <fieldset className="s2-passenger">
      <legend>{intl.formatMessage({ id: 'results.step2.passenger' }, { number })}</legend>
      <div className="s2-passenger__grid">
        <SelectField id={fieldIds.type(leg, index)} label={intl.formatMessage({ id: 'results.step2.passengerType' })}
          value={passenger.passengerType} onValue={(v) => vm.setPassengerType(leg, index, v)} problem={vm.errorOf(fieldIds.type(leg, index))}>
          {vm.passengerTypes(leg, index).map((t) => (
            <option key={t.code} value={t.code} disabled={!t.offered}>
              {t.offered ? typeName(t.code, t.name) : intl.formatMessage({ id: 'results.step2.type.notOffered' }, { name: typeName(t.code) })}
            </option>
          ))}
        </SelectField>
        <SelectField id={accId} label={intl.formatMessage({ id: 'results.step2.accommodation' })} wide
          value={passenger.accommodationType} onValue={(v) => vm.setAccommodation(leg, index, v)} problem={vm.errorOf(accId)} hint={note}>
          {!passenger.accommodationType && <option value="">{intl.formatMessage({ id: 'results.step2.accommodation.choose' })}</option>}
          {KINDS.map((kind) => {
            const group = options.filter((o) => o.offer.kind === kind);
            if (group.length === 0) return null;
            return (
              <optgroup key={kind} label={intl.formatMessage({ id: `results.step2.kind.${kind}` })}>
                {group.map((o) => <option key={o.offer.code} value={o.offer.code} disabled={!o.selectable}>{optionLabel(o)}</option>)}
              </optgroup>
            );
          })}
        </SelectField>
        {discounts.length > 0 && (
          <SelectField id={fieldIds.discount(leg, index)} label={intl.formatMessage({ id: 'results.step2.discount' })}
            value={passenger.discountIdOrCode ?? ''} onValue={(v) => vm.setDiscount(leg, index, v)} problem={vm.errorOf(fieldIds.discount(leg, index))}>
            <option value="">{intl.formatMessage({ id: 'results.step2.discount.none' })}</option>
            {discounts.map((d) => (
              <option key={d.code} value={d.code}>{intl.formatMessage({ id: 'results.step2.discount.option' }, { name: d.name, percent: d.percent })}</option>
            ))}
          </SelectField>
        )}
        {vm.needsDocument(leg, index) && <DocumentField vm={vm} leg={leg} index={index} />}
        {vm.offersCode(leg, 'loyalty') && <CodeField vm={vm} leg={leg} index={index} kind="loyalty" />}
        {vm.offersCode(leg, 'man') && <CodeField vm={vm} leg={leg} index={index} kind="man" />}
      </div>
      {onRemove && (
        <button type="button" className="button button--ghost s2-passenger__remove" onClick={onRemove}>
          {intl.formatMessage({ id: 'results.step2.passenger.remove' }, { number })}
        </button>
      )}
    </fieldset>
  );
});

const DocumentField = observer(function DocumentField({ vm, leg, index }: { vm: ResultsStep2ViewModel; leg: number; index: number }) {
  const intl = useIntl();
  const id = fieldIds.document(leg, index);
  const problem = vm.errorOf(id);
  return (
    <div className={`s2-field${problem ? ' s2-field--invalid' : ''}`}>
      <label htmlFor={id}>{intl.formatMessage({ id: 'results.step2.document' })}</label>
      <input id={id} value={vm.item(leg).passengers[index]?.documentId ?? ''} autoComplete="off" required
        onChange={(e) => vm.setDocument(leg, index, e.target.value)} aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, problem, true)} />
      <p id={`${id}-hint`} className="s2-field__hint">{intl.formatMessage({ id: 'results.step2.document.hint' })}</p>
      <FieldError id={id} problem={problem} />
    </div>
  );
});

/** A loyalty card or MAN code, checked with the company on Check, Enter or leaving the field. */
const CodeField = observer(function CodeField({ vm, leg, index, kind }: { vm: ResultsStep2ViewModel; leg: number; index: number; kind: CodeKind }) {
  const intl = useIntl();
  const id = fieldIds.code(leg, index, kind);
  const problem = vm.errorOf(id);
  const check = vm.codeCheck(leg, index, kind);
  const accepted = vm.codeAccepted(leg, index, kind);
  const company = vm.company(leg);
  const scheme = company?.loyaltySchemes[0];
  const hint = kind === 'loyalty'
    ? scheme ? intl.formatMessage({ id: 'results.step2.loyalty.hint' }, { scheme: scheme.name, percent: scheme.percent }) : undefined
    : company?.residentDiscount ? intl.formatMessage({ id: 'results.step2.man.hint' }, { percent: company.residentDiscount.percent }) : undefined;
  const label = intl.formatMessage({ id: `results.step2.${kind}` });
  const statusId = `${id}-status`;
  return (
    <div className={`s2-field s2-field--code${problem ? ' s2-field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="s2-code">
        <input id={id} value={vm.codeValue(leg, index, kind)} autoComplete="off" spellCheck={false}
          onChange={(e) => vm.typeCode(leg, index, kind, e.target.value)}
          onBlur={() => { void vm.checkCode(leg, index, kind); }}
          onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); void vm.checkCode(leg, index, kind); } }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[describedBy(id, problem, !!hint), statusId].filter(Boolean).join(' ')} />
        <button type="button" className="button button--ghost s2-code__check" disabled={check?.status === 'checking'}
          aria-label={intl.formatMessage({ id: 'results.step2.code.checkLabel' }, { field: label, number: index + 1 })}
          onClick={() => void vm.checkCode(leg, index, kind)}>
          {intl.formatMessage({ id: 'results.step2.code.check' })}
        </button>
      </div>
      {hint && <p id={`${id}-hint`} className="s2-field__hint">{hint}</p>}
      <p id={statusId} className="s2-code__status" role="status">
        {check?.status === 'checking' && intl.formatMessage({ id: 'results.step2.code.checking' })}
        {accepted && intl.formatMessage({ id: `results.step2.code.valid.${kind}` })}
      </p>
      <FieldError id={id} problem={problem} />
    </div>
  );
});
