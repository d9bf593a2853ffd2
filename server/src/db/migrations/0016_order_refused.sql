-- Refuses an order made by one statement (services/orders/orderStatement.ts): raised from the
-- statement's last select when what it locked says the order can't be made, it undoes every row
-- the statement wrote. `reason` is the refusal's code, `detail` what the code needs to name the
-- lines (JSON).
CREATE FUNCTION "order_refused"("reason" text, "detail" text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION USING ERRCODE = 'raise_exception', CONSTRAINT = 'order_refused',
		MESSAGE = "reason", DETAIL = coalesce("detail", '');
END
$$;
