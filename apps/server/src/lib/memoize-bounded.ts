/**
 * Remembers a pure function's answer per string argument, for at most `capacity` arguments (the oldest answer goes
 * first), so arguments taken from URLs cannot grow the map without bound.
 */
export function memoizeBounded<T>(compute: (argument: string) => T, capacity: number): (argument: string) => T {
  const answers = new Map<string, T>();
  return (argument) => {
    if (answers.has(argument)) return answers.get(argument) as T;
    const answer = compute(argument);
    answers.set(argument, answer);
    if (answers.size > capacity) answers.delete(answers.keys().next().value as string);
    return answer;
  };
}
