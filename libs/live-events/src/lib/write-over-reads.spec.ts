import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { writeOverReadsUnderWay } from './write-over-reads';

type List = { id: number; rating: number | null }[];

/**
 * A query shown on a screen (an observer keeps it active), whose reads the test answers one by one,
 * each with the list as it was on the server when the read began.
 */
function listQuery() {
  const queryClient = new QueryClient();
  let server: List = [{ id: 1, rating: null }];
  const pending: (() => void)[] = [];
  let reads = 0;
  const queryKey = ['list'];
  const observer = new QueryObserver<List>(queryClient, {
    queryKey,
    retry: false,
    staleTime: Infinity,
    queryFn: () => {
      reads += 1;
      const answer = server;
      return new Promise<List>((resolve) => pending.push(() => resolve(answer)));
    },
  });
  const stop = observer.subscribe(() => undefined);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    queryClient,
    queryKey,
    read: () => void observer.refetch(),
    setServer: (list: List) => (server = list),
    answerAll: async () => {
      pending.splice(0).forEach((answer) => answer());
      await settle();
    },
    reads: () => reads,
    shown: () => queryClient.getQueryData<List>(queryKey),
    stop: () => {
      stop();
      queryClient.clear();
    },
  };
}

const rate = (list: List | undefined) => list?.map((row) => ({ ...row, rating: 5 }));

describe('writeOverReadsUnderWay', () => {
  it('writes at once, and reads nothing more when no read is under way', async () => {
    const list = listQuery();
    await list.answerAll();
    writeOverReadsUnderWay(list.queryClient, list.queryKey, rate);
    expect(list.shown()).toEqual([{ id: 1, rating: 5 }]);
    await list.answerAll();
    expect(list.reads()).toBe(1);
    list.stop();
  });

  it('drops a read under way whose answer predates the write, and reads again', async () => {
    const list = listQuery();
    await list.answerAll();
    // A read starts; the server answers it with the list as it was before the rating.
    list.read();
    expect(list.reads()).toBe(2);
    list.setServer([{ id: 1, rating: 5 }]);
    writeOverReadsUnderWay(list.queryClient, list.queryKey, rate);
    expect(list.shown()).toEqual([{ id: 1, rating: 5 }]);
    expect(list.reads()).toBe(3);

    await list.answerAll();
    // The old answer did not put the old list back; the read after the write agrees with it.
    expect(list.shown()).toEqual([{ id: 1, rating: 5 }]);
    expect(list.reads()).toBe(3);
    list.stop();
  });
});
