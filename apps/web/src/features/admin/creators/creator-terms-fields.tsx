// The two terms the owner sets for a creator, on the application card (when approving) and on the
// creator's page: the commission rate and the referral code (kept in capitals, as links carry it).
import { TextField } from '../../../components/ui/field';

type Props = {
  rate: string;
  onRate: (rate: string) => void;
  code: string;
  onCode: (code: string) => void;
  /** On approval the code may be left empty: the server makes one from the name. */
  codeOptional?: boolean;
};

export function CreatorTermsFields({ rate, onRate, code, onCode, codeOptional = false }: Props) {
  return (
    <>
      <TextField
        size="sm"
        label="Commission (%)"
        inputMode="numeric"
        value={rate}
        onChange={(e) => onRate(e.target.value)}
      />
      <TextField
        size="sm"
        label={codeOptional ? 'Referral code (optional)' : 'Referral code'}
        {...(codeOptional && { hint: 'Made from the name when left empty.' })}
        value={code}
        onChange={(e) => onCode(e.target.value.toUpperCase())}
      />
    </>
  );
}
