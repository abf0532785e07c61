import { describe, expect, it, vi } from 'vitest';
import { retryingExecuteSql } from './job-database';

const lost = Object.assign(new Error('terminating connection due to administrator command'), {
  code: '57P01',
});

describe('the database as pg-boss sees it', () => {
  it('sends a statement again when its connection was lost', async () => {
    const executeSql = vi
      .fn()
      .mockRejectedValueOnce(lost)
      .mockRejectedValueOnce(lost)
      .mockResolvedValueOnce({ rows: [{ count: '1' }] });
    const retrying = retryingExecuteSql(executeSql, [1, 1, 1]);
    await expect(retrying('update job', [1])).resolves.toEqual({ rows: [{ count: '1' }] });
    expect(executeSql).toHaveBeenCalledTimes(3);
    expect(executeSql).toHaveBeenLastCalledWith('update job', [1]);
  });

  it('gives up after its retries', async () => {
    const executeSql = vi.fn().mockRejectedValue(lost);
    await expect(retryingExecuteSql(executeSql, [1, 1])('select 1')).rejects.toBe(lost);
    expect(executeSql).toHaveBeenCalledTimes(3);
  });

  it('does not retry an error of the statement itself', async () => {
    const syntax = Object.assign(new Error('syntax error'), { code: '42601' });
    const executeSql = vi.fn().mockRejectedValue(syntax);
    await expect(retryingExecuteSql(executeSql, [1, 1])('selec 1')).rejects.toBe(syntax);
    expect(executeSql).toHaveBeenCalledTimes(1);
  });
});
