package e2e

import (
	"encoding/json"
	"os"
	"sort"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestStartFigures checks the start's marks on a first visit (its own
// browser context: no cache, no session): they come in their order
// (instantiated ≤ session ready ≤ lobby ready, first frame ≤ lobby
// ready; milliseconds from the navigation), which holds under any load.
// With REVELA_START=1 it measures too: the median of 5 loads in one
// browser, each logged (the start's figures are make startbench's,
// docs/client.md "Start"; a loaded machine stretches any time, so none
// is asserted).
func TestStartFigures(t *testing.T) {
	bctx, base := theBrowser(t), shared(t).base()
	loads := 1
	if os.Getenv("REVELA_START") != "" {
		loads = 5
	}
	var first, ready, gap []float64
	for i := 0; i < loads; i++ {
		func() {
			p := openPage(t, bctx, base)
			defer chromedp.Cancel(p.ctx) // the context closed before the next load
			p.nav("/")
			p.wait(`window.revela && window.revela.firstFrame > 0 && window.revela.lobbyReady > 0`)
			var m struct{ FirstFrame, SessionReady, LobbyReady, Instantiated float64 }
			if err := json.Unmarshal([]byte(p.eval(`JSON.stringify(window.revela)`)), &m); err != nil {
				t.Fatal(err)
			}
			if os.Getenv("REVELA_START") != "" {
				t.Logf("load %d: instantiated %.0f ms, session ready %.0f ms, first frame %.0f ms, lobby ready %.0f ms",
					i+1, m.Instantiated, m.SessionReady, m.FirstFrame, m.LobbyReady)
			}
			if m.Instantiated <= 0 || m.Instantiated > m.SessionReady || m.SessionReady > m.LobbyReady || m.FirstFrame > m.LobbyReady {
				t.Errorf("load %d: marks out of order: instantiated %.0f ms, session ready %.0f ms, first frame %.0f ms, lobby ready %.0f ms",
					i+1, m.Instantiated, m.SessionReady, m.FirstFrame, m.LobbyReady)
			}
			first, ready, gap = append(first, m.FirstFrame), append(ready, m.LobbyReady), append(gap, m.LobbyReady-m.FirstFrame)
		}()
	}
	t.Logf("median of %d: first frame %.0f ms, lobby ready %.0f ms, lobby ready - first frame %.0f ms (goal: at most 300 ms)",
		loads, median(first), median(ready), median(gap))
}

func median(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	return s[len(s)/2]
}
