package web

import (
	"fmt"
	"net/http"
	"time"

	"revela/core/money"
	"revela/web/store"
	"revela/web/wire"
)

// Responsible is the operator's side of the players' own limits and
// self-exclusion (issue 32, docs/server.md "Limits").
type Responsible struct {
	// Zone is the time zone of the limits' days, ISO weeks and months;
	// Europe/Paris when nil.
	Zone *time.Location
	// Cooling is how long a raise or a removal of a limit waits before it
	// takes effect; 48 hours when 0.
	Cooling time.Duration
	// SessionMinutes is the reality check of a player who set none, in
	// minutes; 0: none.
	SessionMinutes int
}

func (r *Responsible) defaults() error {
	if r.Zone == nil {
		z, err := time.LoadLocation("Europe/Paris")
		if err != nil {
			return fmt.Errorf("web: the limits' time zone: %w", err)
		}
		r.Zone = z
	}
	if r.Cooling == 0 {
		r.Cooling = 48 * time.Hour
	}
	if r.Cooling < 0 || r.SessionMinutes < 0 || r.SessionMinutes > store.MaxSessionMinutes {
		return fmt.Errorf("web: cooling-off %s or reality check %d minutes out of range", r.Cooling, r.SessionMinutes)
	}
	return nil
}

// MinExclusionDays and MaxExclusionDays bound a self-exclusion.
const (
	MinExclusionDays = 7
	MaxExclusionDays = 365
)

// limits: GET /api/v1/me/limits.
func (s *Server) limits(w http.ResponseWriter, r *http.Request) {
	st, err := s.cfg.Store.Standing(r.Context(), player(r).Key)
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, s.limitsOf(st, s.cfg.Now()))
}

// setLimits: PUT /api/v1/me/limits {"stake_day": "20", ...,
// "session_minutes": 60}: each field present is changed (null removes
// the limit), each absent one is left as it is (store.Standing.Apply:
// lowered at once, raised or removed after the cooling-off).
func (s *Server) setLimits(w http.ResponseWriter, r *http.Request) {
	var vals [store.NumLimits]nullable
	fields := make([]field, store.NumLimits)
	for l := range store.NumLimits {
		fields[l] = field{l.String(), &vals[l]}
	}
	if err := readJSON(r, false, fields...); err != nil {
		s.fail(w, r, err)
		return
	}
	var req store.Request
	for l := range store.NumLimits {
		v := vals[l]
		if !v.set {
			continue
		}
		req[l].Set, req[l].Value = true, store.None
		if v.tok == nil {
			continue
		}
		if l.Money() {
			str, ok := v.tok.(string)
			c, err := money.Parse(str)
			if !ok || err != nil || c <= 0 {
				writeError(w, http.StatusBadRequest, "bad_request", l.String()+` must be an amount in euros written as a string ("20", "12.50"), or null`)
				return
			}
			req[l].Value = int64(c)
		} else {
			n, ok := plainInt(v.tok)
			if !ok {
				writeError(w, http.StatusBadRequest, "bad_request", l.String()+" must be a whole number of minutes, or null")
				return
			}
			req[l].Value = n
		}
	}
	now := s.cfg.Now()
	st, err := s.cfg.Store.UpdateStanding(r.Context(), player(r).Key, func(st store.Standing) (store.Standing, error) {
		return st.Apply(req, now, s.cfg.Responsible.Cooling)
	})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, s.limitsOf(st, now))
}

// exclude: POST /api/v1/me/exclusion {"days": N}, N from 7 to 365: every
// purchase refused for N days of 24 hours; never shortened by a later,
// shorter one.
func (s *Server) exclude(w http.ResponseWriter, r *http.Request) {
	var days *int64
	if err := readJSON(r, false, field{"days", &days}); err != nil {
		s.fail(w, r, err)
		return
	}
	if days == nil || *days < MinExclusionDays || *days > MaxExclusionDays {
		writeError(w, http.StatusBadRequest, "bad_request", fmt.Sprintf("days must be an integer from %d to %d", MinExclusionDays, MaxExclusionDays))
		return
	}
	now := s.cfg.Now()
	st, err := s.cfg.Store.UpdateStanding(r.Context(), player(r).Key, func(st store.Standing) (store.Standing, error) {
		return st.Exclude(now, int(*days)), nil
	})
	if err != nil {
		s.fail(w, r, err)
		return
	}
	writeJSON(w, http.StatusOK, s.limitsOf(st, now))
}

// limitsOf is the API's view of a standing at now.
func (s *Server) limitsOf(st store.Standing, now time.Time) wire.Limits {
	rs := s.cfg.Responsible
	per := store.PeriodsAt(now, rs.Zone)
	in := st.Effective(now)
	out := wire.Limits{Pending: []wire.Pending{}, CoolingOffHours: int(rs.Cooling / time.Hour), Zone: rs.Zone.String()}
	for l := range store.SessionMinutes {
		if in[l] != store.None {
			*limitField(&out.Limits, l) = new(money.Cents(in[l]))
			*limitField(&out.Left, l) = new(money.Cents(st.Left(l, per)))
		}
	}
	if m := in[store.SessionMinutes]; m != store.None {
		out.Limits.SessionMinutes = new(int(m))
		out.RealityCheck = new(int(m))
	} else if rs.SessionMinutes > 0 {
		out.RealityCheck = new(rs.SessionMinutes)
	}
	for l, c := range st.Pending {
		if c.At.IsZero() || !c.At.After(now) {
			continue
		}
		p := wire.Pending{Limit: store.Limit(l).String(), Removed: c.Value == store.None, At: c.At.UTC()}
		switch {
		case p.Removed:
		case store.Limit(l).Money():
			p.Amount = new(money.Cents(c.Value))
		default:
			p.Minutes = new(int(c.Value))
		}
		out.Pending = append(out.Pending, p)
	}
	for i, c := range st.Totals(per) {
		out.Periods = append(out.Periods, wire.Period{Period: store.Period(i).String(), Start: per.Start[i].UTC(), End: per.End[i].UTC(),
			Staked: c.Staked, Won: c.Won})
	}
	if st.Excluded(now) {
		out.ExcludedUntil = new(st.ExcludedUntil.UTC())
	}
	return out
}

// limitField is the field of v of a money limit l.
func limitField(v *wire.LimitValues, l store.Limit) **money.Cents {
	return [...]**money.Cents{&v.StakeDay, &v.StakeWeek, &v.StakeMonth, &v.LossDay, &v.LossWeek, &v.LossMonth}[l]
}
