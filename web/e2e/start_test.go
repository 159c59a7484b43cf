package e2e

import (
	"context"
	"encoding/json"
	"os"
	"sort"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestStartFigures measures the start of the page: navigation → first
// frame → lobby ready (window.revela.firstFrame and lobbyReady,
// milliseconds from the navigation), median of 5 loads, each in a fresh
// browser (a first visit: no cache, no session). It runs only when
// REVELA_START=1 (a measure, not a check):
// REVELA_START=1 go test ./web/e2e -run StartFigures -v.
func TestStartFigures(t *testing.T) {
	if os.Getenv("REVELA_START") == "" {
		t.Skip("REVELA_START=1 measures the start")
	}
	browserPath := chromium(t)
	base, stop := product(t)
	defer stop()
	var first, ready, gap []float64
	for i := 0; i < 5; i++ {
		func() {
			ctx, cancel := browser(t, browserPath, 390, 844, "fr-FR")
			defer cancel()
			ctx, cancel = context.WithTimeout(ctx, 3*time.Minute)
			defer cancel()
			p := &page{t: t, ctx: ctx}
			p.do(chromedp.EmulateViewport(390, 844), chromedp.Navigate(base+"/"))
			p.wait(`window.revela && window.revela.firstFrame > 0 && window.revela.lobbyReady > 0`)
			var m struct{ FirstFrame, LobbyReady, Instantiated float64 }
			if err := json.Unmarshal([]byte(p.eval(`JSON.stringify(window.revela)`)), &m); err != nil {
				t.Fatal(err)
			}
			t.Logf("load %d: instantiated %.0f ms, first frame %.0f ms, lobby ready %.0f ms", i+1, m.Instantiated, m.FirstFrame, m.LobbyReady)
			first, ready, gap = append(first, m.FirstFrame), append(ready, m.LobbyReady), append(gap, m.LobbyReady-m.FirstFrame)
		}()
	}
	t.Logf("median of 5: first frame %.0f ms, lobby ready %.0f ms, lobby ready - first frame %.0f ms", median(first), median(ready), median(gap))
}

func median(v []float64) float64 {
	s := append([]float64(nil), v...)
	sort.Float64s(s)
	return s[len(s)/2]
}
