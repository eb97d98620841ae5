import { EXPORT_EMPTY_RANGE } from '@profileproof/contracts';
import { AuditLog } from '../../audit/audit-log.service';
import { newTestService, type Stub, TX_MANAGER } from '../../../test/support/new-test-service';
import { type ExportRow, ProcessedExportRepository } from './processed-export.repository';
import { EXPORT_BATCH_ROWS, ProcessedExportService } from './processed-export.service';

const ADMIN = { id: 7, email: 'desk@example.com' };
const NOW = new Date('2025-06-10T09:00:00.000Z');
const RANGE = { from: '2025-06-01', to: '2025-06-09' };

const exportRow = (id: number): ExportRow => ({
  id,
  email: 'owner@example.com',
  linkedin_url: 'https://www.linkedin.com/in/someone',
  created_at: new Date('2025-06-02T08:00:00.000Z'),
  admin_reply_date: new Date('2025-06-02T09:00:00.000Z'),
  quality_score: 80,
  spam_score: 0,
  form_data: null,
  subscription_tier: null,
  subscription_end_date: null,
  cursor_at: '2025-06-02 09:00:00+00',
  replied_by: 'desk@example.com',
});

async function drain(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  return text;
}

describe(ProcessedExportService.name, () => {
  let sut: ProcessedExportService;
  let exports: Stub<ProcessedExportRepository>;
  let audit: Stub<AuditLog>;

  beforeEach(async () => {
    const built = newTestService(ProcessedExportService);
    sut = built.sut;
    exports = built.stub(ProcessedExportRepository);
    audit = built.stub(AuditLog);
  });

  it('answers 404 for a range without a row, before any file starts, and records nothing', async () => {
    exports.findBatchAfter.mockResolvedValue([]);

    await expect(sut.csv({ range: RANGE, admin: ADMIN, now: NOW })).rejects.toMatchObject({
      status: 404,
      response: { detail: EXPORT_EMPTY_RANGE },
    });
    expect(exports.findBatchAfter).toHaveBeenCalledWith(
      { at: '2025-06-01T00:00:00Z', id: 0 },
      '2025-06-09T24:00:00Z',
      EXPORT_BATCH_ROWS,
      // Read as the list stood when the download started (no reply newer than now here).
      { search: null, tier: null, asOf: NOW },
    );
    expect(audit.record).not.toHaveBeenCalled();
  });

  it('reads no further batch after a short one and records the complete download with its rows', async () => {
    exports.findBatchAfter.mockResolvedValue([exportRow(1), exportRow(2)]);

    const csv = await drain(await sut.csv({ range: RANGE, admin: ADMIN, now: NOW }));

    expect(csv.split('\r\n').filter((line) => line !== '')).toHaveLength(3);
    expect(exports.findBatchAfter).toHaveBeenCalledTimes(1);
    expect(audit.record).toHaveBeenCalledWith(
      TX_MANAGER,
      expect.objectContaining({
        actor: ADMIN,
        action: 'export.downloaded',
        details: { from: RANGE.from, to: RANGE.to, rows: 2, complete: true },
      }),
    );
  });

  it("continues after a full batch from its last row's cursor", async () => {
    const full = Array.from({ length: EXPORT_BATCH_ROWS }, (_, index) => exportRow(index + 1));
    exports.findBatchAfter.mockResolvedValueOnce(full).mockResolvedValueOnce([]);

    await drain(await sut.csv({ range: RANGE, admin: ADMIN, now: NOW }));

    expect(exports.findBatchAfter).toHaveBeenLastCalledWith(
      { at: '2025-06-02 09:00:00+00', id: EXPORT_BATCH_ROWS },
      '2025-06-09T24:00:00Z',
      EXPORT_BATCH_ROWS,
      // Every batch reads the same snapshot.
      { search: null, tier: null, asOf: NOW },
    );
  });
});
