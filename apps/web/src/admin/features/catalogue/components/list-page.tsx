import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/page-heading';
import { usePageHeading } from '../../../lib/use-page-heading';
import { WhenLoaded } from './catalogue-lists';

interface ListPageProps<T> {
  title: string;
  /** What the page says of itself under its heading. */
  text: string;
  query: UseQueryResult<T[]>;
  loading: string;
  /** What an empty list says. */
  empty: string;
  table(rows: T[]): ReactNode;
  /** The add form, under the table. */
  add: ReactNode;
}

/** The brands', categories' and stores' pages: a heading, every row (hidden ones too) in a table, and the add form. */
export function ListPage<T>({ title, text, query, loading, empty, table, add }: ListPageProps<T>) {
  const heading = usePageHeading(title);
  return (
    <>
      <PageHeading ref={heading}>{title}</PageHeading>
      <p className="mt-2 text-sm text-stone-700">{text}</p>
      <div className="mt-6 flex flex-col gap-6">
        <WhenLoaded queries={[query]} loading={loading}>
          {() =>
            query.data!.length === 0 ? (
              <p className="rounded-2xl border border-stone-200 bg-white px-6 py-10 text-center text-stone-700 shadow-sm">{empty}</p>
            ) : (
              table(query.data!)
            )
          }
        </WhenLoaded>
        {add}
      </div>
    </>
  );
}
