package web_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"revela/core/money"
	"revela/web/wire"
)

func mustTime(s string) time.Time {
	at, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return at
}

func (e *env) limits(token string) wire.Limits {
	e.t.Helper()
	code, b := e.call("GET", "/api/v1/me/limits", token, "")
	if code != http.StatusOK {
		e.t.Fatalf("GET /me/limits: %d %s", code, b)
	}
	return decode[wire.Limits](e.t, b)
}

func (e *env) setLimits(token, body string) wire.Limits {
	e.t.Helper()
	code, b := e.call("PUT", "/api/v1/me/limits", token, body)
	if code != http.StatusOK {
		e.t.Fatalf("PUT /me/limits %s: %d %s", body, code, b)
	}
	return decode[wire.Limits](e.t, b)
}

func cents(c *money.Cents) string {
	if c == nil {
		return "null"
	}
	return c.String()
}

// TestLimitsAPI: GET and PUT /me/limits with the server's clock in
// Europe/Paris: a limit set at once, a purchase over it refused with 409
// limit_reached naming it, 0 € left and the day's end, and nothing
// debited; the day's totals; a raise and a removal pending for 48 h, in
// force after; bad values refused with 400 and nothing changed.
func TestLimitsAPI(t *testing.T) {
	c := &clock{t: mustTime("2026-03-10T08:00:00Z")} // a Tuesday, 09:00 in Paris
	e := newEnv(t, envOptions{clock: c})
	token, _ := e.newPlayer()
	l := e.limits(token)
	if l.Limits != (wire.LimitValues{}) || len(l.Pending) != 0 || l.ExcludedUntil != nil || l.RealityCheck != nil ||
		l.CoolingOffHours != 48 || l.Zone != "Europe/Paris" || len(l.Periods) != 3 {
		t.Fatalf("a new player's limits: %+v", l)
	}
	for i, want := range [][3]string{
		{"day", "2026-03-09T23:00:00Z", "2026-03-10T23:00:00Z"},
		{"week", "2026-03-08T23:00:00Z", "2026-03-15T23:00:00Z"},
		{"month", "2026-02-28T23:00:00Z", "2026-03-31T22:00:00Z"},
	} {
		p := l.Periods[i]
		if got := [3]string{p.Period, p.Start.Format(time.RFC3339), p.End.Format(time.RFC3339)}; got != want || p.Staked != 0 || p.Won != 0 {
			t.Fatalf("period %d: %+v, want %v and nothing staked", i, p, want)
		}
	}

	l = e.setLimits(token, `{"stake_day": "2", "loss_week": "10.50", "session_minutes": 30}`)
	if cents(l.Limits.StakeDay) != "2" || cents(l.Left.StakeDay) != "2" || cents(l.Limits.LossWeek) != "10.50" ||
		cents(l.Left.LossWeek) != "10.50" || *l.Limits.SessionMinutes != 30 || *l.RealityCheck != 30 || len(l.Pending) != 0 {
		t.Fatalf("set: %+v", l)
	}
	_, a := e.buy(token, "crossingo", "1", newRequestID())
	_, b := e.buy(token, "crossingo", "1", newRequestID())
	before := e.balance(token)
	code, body := e.call("POST", "/api/v1/tickets", token, buyBody("crossingo", "1", newRequestID()))
	refused := decode[apiErr](t, body).Error
	if code != http.StatusConflict || refused.Code != "limit_reached" || refused.Limit != "stake_day" || cents(refused.Left) != "0" ||
		refused.RenewsAt == nil || !refused.RenewsAt.Equal(mustTime("2026-03-10T23:00:00Z")) {
		t.Fatalf("over the limit: %d %s", code, body)
	}
	if got := e.balance(token); got != before {
		t.Fatalf("balance %s after a refused purchase, want %s", got, before)
	}
	l = e.limits(token)
	won := a.Prize + b.Prize
	if d := l.Periods[0]; d.Staked != money.Euros(2) || d.Won != won {
		t.Fatalf("the day's totals %+v, want 2 € staked, %s won", d, won)
	}
	if cents(l.Left.StakeDay) != "0" {
		t.Fatalf("stake_day left %s, want 0", cents(l.Left.StakeDay))
	}

	// A raise and a removal wait 48 h; a lowering does not.
	l = e.setLimits(token, `{"stake_day": "5", "loss_week": null, "session_minutes": 15}`)
	at := mustTime("2026-03-12T08:00:00Z")
	if cents(l.Limits.StakeDay) != "2" || cents(l.Limits.LossWeek) != "10.50" || *l.Limits.SessionMinutes != 15 || len(l.Pending) != 2 ||
		l.Pending[0] != (wire.Pending{Limit: "stake_day", Amount: l.Pending[0].Amount, At: at}) || cents(l.Pending[0].Amount) != "5" ||
		l.Pending[1] != (wire.Pending{Limit: "loss_week", Removed: true, At: at}) {
		t.Fatalf("after a raise, a removal and a lowering: %+v", l)
	}
	c.add(48*time.Hour - time.Second)
	if l = e.limits(token); cents(l.Limits.StakeDay) != "2" || len(l.Pending) != 2 {
		t.Fatalf("a second before the cooling-off's end: %+v", l)
	}
	c.add(time.Second)
	if l = e.limits(token); cents(l.Limits.StakeDay) != "5" || l.Limits.LossWeek != nil || len(l.Pending) != 0 {
		t.Fatalf("at the cooling-off's end: %+v", l)
	}

	for _, bad := range []string{
		`{"stake_day": "-0.01"}`, `{"stake_day": "0"}`, `{"stake_day": 5}`, `{"stake_day": "5 €"}`, `{"stake_day": {}}`,
		`{"session_minutes": 0}`, `{"session_minutes": "30"}`, `{"session_minutes": 1441}`, `{"loss_month": "100000000000000"}`,
		`{"stake": "1"}`, `[]`, `{"stake_day": "1", "stake_day": "2"}`,
	} {
		code, body := e.call("PUT", "/api/v1/me/limits", token, bad)
		if code != http.StatusBadRequest || decode[apiErr](t, body).Error.Code != "bad_request" {
			t.Errorf("%s: %d %s, want 400 bad_request", bad, code, body)
		}
	}
	// A change from another site, or not declared as JSON, is refused.
	for want, h := range map[int]map[string]string{
		http.StatusForbidden:            {"Sec-Fetch-Site": "cross-site", "Content-Type": "application/json"},
		http.StatusUnsupportedMediaType: {"Content-Type": "text/plain"},
	} {
		req, _ := http.NewRequest("PUT", e.srv.URL+"/api/v1/me/limits", strings.NewReader(`{"stake_day": null}`))
		req.Header.Set("Authorization", "Bearer "+token)
		for k, v := range h {
			req.Header.Set(k, v)
		}
		res, err := e.srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != want {
			t.Errorf("PUT with %v: %d, want %d", h, res.StatusCode, want)
		}
	}
	if again := e.limits(token); cents(again.Limits.StakeDay) != "5" || *again.Limits.SessionMinutes != 15 || again.Limits.LossMonth != nil {
		t.Fatalf("after refused changes: %+v", again)
	}
	e.check()
}

// TestExclusionAPI: POST /me/exclusion refuses every purchase with 403
// excluded until its end, which a shorter exclusion does not move; days
// outside 7 to 365 are refused with 400.
func TestExclusionAPI(t *testing.T) {
	c := &clock{t: mustTime("2026-04-10T08:00:00Z")}
	e := newEnv(t, envOptions{clock: c})
	token, _ := e.newPlayer()
	for _, bad := range []string{`{"days": 6}`, `{"days": 366}`, `{"days": "7"}`, `{}`, `{"days": -7}`} {
		if code, body := e.call("POST", "/api/v1/me/exclusion", token, bad); code != http.StatusBadRequest {
			t.Errorf("%s: %d %s, want 400", bad, code, body)
		}
	}
	end := mustTime("2026-05-10T08:00:00Z")
	exclude := func(days string) wire.Limits {
		code, body := e.call("POST", "/api/v1/me/exclusion", token, `{"days": `+days+`}`)
		if code != http.StatusOK {
			t.Fatalf("exclusion: %d %s", code, body)
		}
		return decode[wire.Limits](t, body)
	}
	if l := exclude("30"); l.ExcludedUntil == nil || !l.ExcludedUntil.Equal(end) {
		t.Fatalf("excluded until %v, want %s", l.ExcludedUntil, end)
	}
	c.add(24 * time.Hour)
	if l := exclude("7"); !l.ExcludedUntil.Equal(end) {
		t.Fatalf("shortened to %v", l.ExcludedUntil)
	}
	before := e.balance(token)
	c.t = end.Add(-time.Second)
	code, body := e.call("POST", "/api/v1/tickets", token, buyBody("crossingo", "1", "x"))
	if refused := decode[apiErr](t, body).Error; code != http.StatusForbidden || refused.Code != "excluded" || !refused.Until.Equal(end) {
		t.Fatalf("during the exclusion: %d %s", code, body)
	}
	if got := e.balance(token); got != before {
		t.Fatalf("balance %s after a refused purchase", got)
	}
	c.t = end
	if l := e.limits(token); l.ExcludedUntil != nil {
		t.Fatalf("at its end: excluded until %v", l.ExcludedUntil)
	}
	e.buy(token, "crossingo", "1", "x")
}
