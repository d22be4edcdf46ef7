import type { Metadata } from 'next';
import { FundList } from '@/components/funds/fund-list';

export const metadata: Metadata = { title: 'Funds · Portfolio Intelligence' };

export default function FundsPage() {
  return (
    <div className="space-y-4">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight">Funds</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Open a fund to see its companies and their status.</p>
      </div>
      <FundList />
    </div>
  );
}
