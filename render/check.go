//go:build js

package render

import (
	"fmt"

	"revela/core/crossingo"
	"revela/render/api"
)

// checkTicket decodes a ticket's script and derives its transcript with
// the rules core (crossingo.Check) before anything is shown (docs/rules
// 0.1): a script that fails is never played. It also checks that the
// ticket and its script agree on the game, the stake and the prize. It
// returns how long the check took in the browser, in milliseconds.
func checkTicket(t api.Ticket) (*crossingo.Script, crossingo.Transcript, float64, error) {
	start := nowMs()
	s, tr, err := check(t)
	ms := nowMs() - start
	setMetric("validateMs", ms)
	if err != nil {
		logf(fmt.Sprintf("revela: ticket %d not shown: %v (%.2f ms)", t.ID, err, ms))
	} else {
		logf(fmt.Sprintf("revela: ticket %d script validated in %.2f ms (%d events)", t.ID, ms, len(tr)))
	}
	return s, tr, ms, err
}

func check(t api.Ticket) (*crossingo.Script, crossingo.Transcript, error) {
	if t.Game != crossingo.ID {
		return nil, nil, fmt.Errorf("game %q is not playable in this client", t.Game)
	}
	s, err := crossingo.Decode(t.Script)
	if err != nil {
		return nil, nil, err
	}
	tr, err := crossingo.Check(s)
	if err != nil {
		return nil, nil, err
	}
	if s.Prize != t.Prize || s.Stake != t.Stake || s.Game != t.Game {
		return nil, nil, fmt.Errorf("the ticket (%s, stake %s, prize %s) and its script (%s, stake %s, prize %s) disagree",
			t.Game, t.Stake, t.Prize, s.Game, s.Stake, s.Prize)
	}
	if n := len(tr); n == 0 || tr[n-1].Total != t.Prize {
		return nil, nil, fmt.Errorf("the transcript does not end with the prize %s", t.Prize)
	}
	return s, tr, nil
}
