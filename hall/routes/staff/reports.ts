// GET /api/staff/reports/sessions, /sessions/:id, /sessions/:id/export; POST /sessions/:id/cancel (ours, box office)
// → services/tickets/session-report, session-report-xlsx, session-cancellation
import { idParam } from '@/lib/contract/common';
import { cancelSessionPayload, reportSessionsQuery } from '@/lib/contract/reports';
import { TAGS } from '@/lib/contract/cache-tags';
import { actorOf } from '../../auth';
import { localeOf, ok } from '../../http';
import { route, type HallApp } from '../../platform/route-schema';
import { cancelSession, cancellationOf } from '../../services/tickets/session-cancellation';
import { sessionReport, reportSessions } from '../../services/tickets/session-report';
import { sessionReportFileName, sessionReportWorkbook } from '../../services/tickets/session-report-xlsx';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function reportRoutes(app: HallApp) {
  const db = app.database.db;
  const boxOffice = { access: 'staff', roles: ['boxOffice'] } as const;

  const list = route({ summary: 'Sessions to report on, by title; coming ones or past ones', ...boxOffice, query: reportSessionsQuery });
  app.get('/api/staff/reports/sessions', list, async (req) => ok(await reportSessions(db, req.query)));

  const report = route({
    summary: 'One session: seats by class, money by class and provider, coupons and points, daily sales, cancellation',
    ...boxOffice,
    params: idParam,
  });
  app.get('/api/staff/reports/sessions/:id', report, async (req) => ok(await sessionReport(db, req.params.id)));

  const download = route({ summary: 'One session’s report as an Excel workbook', ...boxOffice, answer: 'file', params: idParam });
  app.get('/api/staff/reports/sessions/:id/export', download, async (req, reply) => {
    const data = await sessionReport(db, req.params.id);
    const file = await sessionReportWorkbook(data, localeOf(req));
    return reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="${sessionReportFileName(data)}"`)
      .send(file);
  });

  const cancel = route({
    summary: 'Cancels a session: the sale stops, every order ends and every payment is refunded once, by a job',
    ...boxOffice,
    params: idParam,
    body: cancelSessionPayload,
  });
  app.post('/api/staff/reports/sessions/:id/cancel', cancel, async (req) => {
    await cancelSession(db, actorOf(req), req.params.id, req.body);
    app.cancellations.kick();
    void app.siteCache.changed([TAGS.projects]);
    return ok(await cancellationOf(db, req.params.id));
  });
}
