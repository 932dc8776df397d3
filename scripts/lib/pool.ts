// Work that runs side by side, a few at a time: builds and requests are bounded by the few cores
// and connections these machines have.

/** Runs `task` over `items`, `workers` at a time; the results in the items' order. */
export async function inPool<T, R>(items: readonly T[], workers: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (let index = next++; index < items.length; index = next++) results[index] = await task(items[index]!);
    }),
  );
  return results;
}
