// The box office's session calls (lib/contract/reports.ts, ours): the sessions to report on, one session's report
// and its Excel workbook, cancelling a session → services/tickets/session-report, session-report-xlsx,
// session-cancellation
import { reportCalls as calls } from '@/lib/contract/reports';
import { TAGS } from '@/lib/contract/cache-tags';
import { actorOf } from '../../auth';
import { localeOf, ok } from '../../http';
import { handle, handleDownload, type HallApp } from '../../platform/route-schema';
import { cancelSession, cancellationOf } from '../../services/tickets/session-cancellation';
import { sessionReport, reportSessions } from '../../services/tickets/session-report';
import { sessionReportFileName, sessionReportWorkbook } from '../../services/tickets/session-report-xlsx';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function reportRoutes(app: HallApp) {
  const db = app.database.db;
  handle(app, calls.sessions, async (req) => ok(await reportSessions(db, req.query)));
  handle(app, calls.session, async (req) => ok(await sessionReport(db, req.params.id)));
  handleDownload(app, calls.export, async (req, reply) => {
    const data = await sessionReport(db, req.params.id);
    const file = await sessionReportWorkbook(data, localeOf(req));
    return reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="${sessionReportFileName(data)}"`)
      .send(file);
  });
  handle(app, calls.cancel, async (req) => {
    await cancelSession(db, actorOf(req), req.params.id, req.body);
    app.cancellations.kick();
    void app.siteCache.changed([TAGS.projects]);
    return ok(await cancellationOf(db, req.params.id));
  });
}
