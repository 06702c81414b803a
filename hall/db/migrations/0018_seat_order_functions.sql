-- Ticket orders in an on-sale (docs/architecture.md, "Rules under load"; issue 17). Both functions are called by
-- hall/services/orders/create.ts and are the only statement of these rules.

-- The purchase limit a member would pass by adding `wanted` ([{ticketClassId, quantity}]) to what their orders in
-- `standing` states already hold of the session: the session's limit per member, else the lowest limit per member
-- of a ticket class passed; null when the request fits. PL/pgSQL, not SQL, so that each connection plans its
-- query once rather than on every call.
CREATE FUNCTION ticket_limit_passed(p_member integer, p_session integer, p_limit_per_member integer, p_wanted jsonb, p_standing text[])
RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (WITH wanted AS (
    SELECT w."ticketClassId" AS class_id, sum(w.quantity)::integer AS quantity
      FROM jsonb_to_recordset(p_wanted) AS w("ticketClassId" integer, quantity integer)
     GROUP BY w."ticketClassId"
  ), held AS (
    SELECT oi.ticket_class_id AS class_id, sum(oi.quantity)::integer AS quantity
      FROM order_items oi JOIN orders o ON o.id = oi.order_id
     WHERE o.member_id = p_member AND o.session_id = p_session AND o.status = ANY (p_standing)
       AND oi.ticket_class_id IS NOT NULL
     GROUP BY oi.ticket_class_id
  )
  SELECT CASE
    WHEN coalesce((SELECT sum(quantity) FROM held), 0) + (SELECT coalesce(sum(quantity), 0) FROM wanted) > p_limit_per_member
      THEN p_limit_per_member
    ELSE (
      SELECT min(tc.limit_per_member)
        FROM wanted w JOIN ticket_classes tc ON tc.id = w.class_id LEFT JOIN held h ON h.class_id = w.class_id
       WHERE tc.limit_per_member IS NOT NULL AND coalesce(h.quantity, 0) + w.quantity > tc.limit_per_member
    )
  END);
END
$$;
--> statement-breakpoint

-- A plain seat order (no coupon, discount code, points, package card or real names) in one round trip. Called
-- outside a transaction, it is one: lock the member (their orders queue, so the limits see each other), check the
-- limits, lock the chosen seats that are free and not being taken by another order (SKIP LOCKED: never waited
-- for), then write the order, hold the seats and write one item per seat. Answers {"orderId"}, or a refusal that
-- wrote nothing: {"member": false}, {"limit": n}, {"taken": [seat ids]}, or {"orderNoTaken": true} (draw again).
CREATE FUNCTION place_seat_order(p_order jsonb, p_items jsonb, p_limit_per_member integer, p_standing text[])
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_member integer := (p_order->>'memberId')::integer;
  v_seats integer[] := ARRAY(SELECT (i->>'sessionSeatId')::integer FROM jsonb_array_elements(p_items) i);
  v_free integer[];
  v_limit integer;
  v_order integer;
BEGIN
  PERFORM 1 FROM members WHERE id = v_member FOR UPDATE;
  IF NOT FOUND THEN RETURN jsonb_build_object('member', false); END IF;

  v_limit := ticket_limit_passed(v_member, (p_order->>'sessionId')::integer, p_limit_per_member, p_items, p_standing);
  IF v_limit IS NOT NULL THEN RETURN jsonb_build_object('limit', v_limit); END IF;

  v_free := ARRAY(SELECT id FROM session_seats WHERE id = ANY (v_seats) AND status = 'available' ORDER BY id FOR UPDATE SKIP LOCKED);
  IF cardinality(v_free) < cardinality(v_seats) THEN
    RETURN jsonb_build_object('taken', to_jsonb(ARRAY(SELECT unnest(v_seats) EXCEPT SELECT unnest(v_free) ORDER BY 1)));
  END IF;

  INSERT INTO orders (order_no, member_id, kind, status, session_id, total_fen, pay_fen, invoice, invoice_state, expires_at, created_at)
  VALUES (
    p_order->>'orderNo', v_member, 'performance', 'unpaid', (p_order->>'sessionId')::integer,
    (p_order->>'totalFen')::integer, (p_order->>'payFen')::integer, nullif(p_order->'invoice', 'null'::jsonb),
    p_order->>'invoiceState', (p_order->>'expiresAt')::timestamptz, (p_order->>'createdAt')::timestamptz
  )
  ON CONFLICT (order_no) DO NOTHING
  RETURNING id INTO v_order;
  IF v_order IS NULL THEN RETURN jsonb_build_object('orderNoTaken', true); END IF;

  UPDATE session_seats SET status = 'held', order_id = v_order, hold_expires_at = (p_order->>'expiresAt')::timestamptz
   WHERE id = ANY (v_free);
  INSERT INTO order_items (order_id, session_id, performance_id, ticket_class_id, session_seat_id, quantity, price_fen, ticket_code)
  SELECT v_order, (p_order->>'sessionId')::integer, i."performanceId", i."ticketClassId", i."sessionSeatId", 1, i."priceFen", i."ticketCode"
    FROM jsonb_to_recordset(p_items) AS i("performanceId" integer, "ticketClassId" integer, "sessionSeatId" integer, "priceFen" integer, "ticketCode" text);
  RETURN jsonb_build_object('orderId', v_order);
END
$$;
