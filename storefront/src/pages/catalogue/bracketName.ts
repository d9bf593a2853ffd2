import { formatMoney } from '@pcshop/design-system';
import type { BudgetBracket } from '@pcshop/stores/schemas';
import { useCatalogue } from './shared';

/** Names a budget bracket: "Under £1,000", "£1,000 – £1,500", "£3,000 and more". */
export function useBracketName() {
  const { t, locale } = useCatalogue();
  return (bracket: BudgetBracket, currency: string) => {
    // Brackets are whole amounts: drop the zero minor units (£1,000.00 → £1,000).
    const money = (amount: number) =>
      formatMoney({ amount, currency }, locale).replace(/[.,]00(?=\D*$)/, '');
    if (bracket.min === 0 && bracket.max !== null)
      return t('budget.under', { max: money(bracket.max) });
    if (bracket.max === null) return t('budget.andMore', { min: money(bracket.min) });
    return t('budget.between', { min: money(bracket.min), max: money(bracket.max) });
  };
}
