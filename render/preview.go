//go:build js

package render

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/url"
	"syscall/js"

	"revela/assets/themes"
	"revela/render/kit"
	"revela/render/kit/sound"
	"revela/render/screens"
)

// previewScene is the designers' studio at /preview (docs/studio.md):
// the outcome the URL asks for, composed here with the game's own
// composer (or a script dropped on the page or loaded by ?script=URL),
// checked as a sold unit is, and played with the timeline controls. It
// never calls the server: no session, no sale, no ticket, no balance.
type previewScene struct {
	p        screens.Preview
	tk       screens.Timeline
	board    kit.Board
	tr       screens.Transport
	name     string
	stakeSub string
	err      string // why nothing plays (a bad choice, a script that fails the check)
	playParts
	told   string // what window.revela.studio last said
	source []byte // the script played (composed or given)
	// autoAsked is studio.auto() called since the last update.
	autoAsked bool
	verdict   string // why the last edit of the script panel fails the check ("" it passes)
	toldSrc   []byte // the script window.revela.studio.source says
}

// Studio words (French, as the screen; docs/studio.md).
const (
	wPreview    = "APERÇU — non vendue, sans mise"
	wStep       = "Pas à pas"
	wNext       = "Gain suivant"
	wWaitFile   = "En attente du script…"
	wPreviewTag = "APERÇU"
	wUnsold     = "non vendue"
)

func newPreviewScene(a *App) *previewScene {
	s := &previewScene{}
	p, err := screens.ParsePreview(pageQuery())
	s.p = p
	if sp, ok := screens.ParseSpeed(p.Speed); ok {
		s.tr.SetSpeed(sp)
	}
	installStudio(a)
	switch {
	case err != nil:
		s.err = err.Error()
	case p.Script != "":
		// the page fetches ?script=URL and hands it over (studio.script)
	default:
		s.compose(a)
	}
	return s
}

// compose composes the outcome of s.p and loads it.
func (s *previewScene) compose(a *App) {
	if s.p.Game == "" {
		if ids := registry.IDs(); len(ids) > 0 {
			s.p.Game = ids[0]
		}
	}
	tk, err := registry.Compose(s.p)
	if err != nil {
		s.fail(err)
		return
	}
	s.load(a, tk.Script)
}

func (s *previewScene) fail(err error) {
	s.err, s.tk, s.board = err.Error(), nil, nil
	logf("revela studio: " + s.err)
}

// load checks script as a sold unit's is (screens.Registry.Check) and
// starts its play from the beginning; a script that fails the check is
// said on the screen, and nothing plays.
func (s *previewScene) load(a *App, script []byte) {
	if err := s.play(a, script); err != nil {
		s.fail(err)
	}
}

// play is load without a word on failure: a script that fails the check
// changes nothing (the studio's script panel, where an edit is checked
// as it is typed) and its error is returned.
func (s *previewScene) play(a *App, script []byte) error {
	tk, err := screens.ScriptTicket(script, s.p.Game)
	if err != nil {
		return err
	}
	start := nowMs()
	tl, b, err := registry.Check(tk)
	setMetric("validateMs", nowMs()-start)
	if err != nil {
		return err
	}
	s.err, s.source = "", script
	s.p.Game, s.p.Stake, s.p.Prize = tk.Game, tk.Stake, tk.Prize
	s.name, s.stakeSub = a.gameName(tk.Game), a.W.Stake+" "+a.W.Money(tk.Stake)
	s.tk, s.board = tl, b
	s.tr.TL, s.tr.Paused = tl, false
	s.playParts = playParts{}
	if s.p.Auto {
		tl.SetAuto()
	}
	return nil
}

func (s *previewScene) Update(a *App) error {
	s.commands(a)
	if s.tk == nil {
		state, words := "error", s.err
		if s.err == "" {
			state, words = "loading", wWaitFile
		}
		a.Status(state, 0, 0, false, words)
		s.tell(a)
		return nil
	}
	tl := s.tk
	s.places, s.laidOut = s.board.Layout(a.View), true
	s.tr.Frame()
	s.burst.Update()
	goPressed, autoPressed := s.controls.Update(&a.In, s.places, a.W, s.board.GoSub(a.W), tl.Waiting(), tl.Auto(), tl.Ended())
	if n, ok := s.board.(kit.GoNamer); ok { // the game's own word for GO, as in play
		s.controls.Go.Label = n.GoLabel(a.W)
	}
	// window.revela.press("auto") and studio.auto(), as in play (issue 29)
	autoPressed = autoPressed || ((a.Press == "auto" || s.autoAsked) && !tl.Auto())
	s.autoAsked = false
	if !tl.Ended() {
		if goPressed && tl.Go() {
			s.tr.Paused = false
		}
		if autoPressed {
			tl.SetAuto()
			s.tr.Paused = false
		}
		a.Status("playing", 0, 0, false, wPreview)
	}
	sound.Play(tl.Sound())
	s.board.Update(a.Tick, &s.burst)
	if tl.Ended() && !s.ended {
		s.ended, s.endTick = true, a.Tick
		prize := tl.Prize()
		// the tier, its celebration and the prize explained, as in play
		// (issue 29: a 30,000 € preview looked like a 10 € one)
		s.reveal(a, s.p.Game, s.p.Stake, prize, tl, s.p.Seed)
		said := a.W.Lost // never « Vous gagnez 0 € » (issue 29)
		if prize > 0 {
			said = a.W.YouWin(prize)
		}
		a.Status("done", 0, prize, true, wPreview+" · "+said)
	}
	if s.celebrating() {
		s.updateCelebration(a)
	} else if s.ended && a.Tick-s.endTick >= endButtonsAfter {
		s.end.Set(s.places, a.W, 0, 0, true, false)
		s.end.Home.Label, s.end.History.Label = wStep, wNext
		again, step, next := s.end.Update(&a.In)
		switch {
		case again:
			s.load(a, s.source)
		case step:
			s.load(a, s.source)
			s.tr.Paused = true
		case next:
			s.nextPrize(a)
		}
	}
	s.tell(a)
	return nil
}

// endButtonsAfter is how many ticks after the end the studio's buttons
// (Revoir, Pas à pas, Gain suivant) come.
const endButtonsAfter = 30

// nextPrize composes the next lower prize of the table (after 0, the
// highest again), and writes it in the URL.
func (s *previewScene) nextPrize(a *App) {
	for _, g := range registry.Catalog() {
		for _, st := range g.Stakes {
			if g.ID != s.p.Game || st.Stake != s.p.Stake {
				continue
			}
			for i, pr := range st.Prizes {
				if pr == s.p.Prize {
					s.p.Prize = st.Prizes[(i+1)%len(st.Prizes)]
					s.p.Form = ""
					break
				}
			}
		}
	}
	setQuery("prize", s.p.Prize.String())
	s.compose(a)
}

// commands applies what the page's studio controls asked for since the
// last tick (window.revela.studio, installStudio).
func (s *previewScene) commands(a *App) {
	cmds := studioCmds
	studioCmds = nil
	for _, c := range cmds {
		switch c.name {
		case "pause":
			s.tr.Paused = true
		case "play":
			s.tr.Paused = false
		case "step":
			s.tr.Step()
		case "speed":
			if sp, ok := screens.ParseSpeed(c.arg); ok {
				s.tr.SetSpeed(sp)
				setQuery("speed", c.arg)
			}
		case "end":
			s.tr.ToEnd()
		case "auto":
			s.autoAsked = true
		case "replay":
			if s.source != nil {
				s.load(a, s.source)
			}
		case "theme":
			// live: the same timeline, the same moment, other colours
			s.theme(a, c.arg)
		case "open":
			// another choice without reloading the page: the URL's query
			q, _ := url.ParseQuery(c.arg)
			p, err := screens.ParsePreview(q)
			if err != nil {
				s.fail(err)
				continue
			}
			s.p = p
			if sp, ok := screens.ParseSpeed(p.Speed); ok {
				s.tr.SetSpeed(sp)
			}
			if p.Theme != "" {
				s.theme(a, p.Theme)
			}
			replaceURL(q)
			s.compose(a)
		case "script":
			s.p.Script = ""
			s.load(a, []byte(c.arg))
		case "edit":
			// the script panel: played when it passes the check, else
			// the validator's words, the play left as it is (issue 29)
			s.verdict = errText(s.play(a, []byte(c.arg)), "")
		}
	}
}

// theme draws with theme name from now on ("auto": the calendar's).
func (s *previewScene) theme(a *App, name string) {
	a.Theme = kit.LoadTheme(themeFor(name))
	a.BG = kit.NewBackground(a.Theme)
	setQuery("theme", name)
}

// tell keeps window.revela.studio's state in sync for the page's
// controls and for automation: paused, rate (the speed), steps, the prize chosen,
// the theme drawn (applied) and its background colour, error, settled (the
// end's buttons drawn).
func (s *previewScene) tell(a *App) {
	steps, waiting, phase, auto := -1, false, "", false
	if s.tk != nil {
		steps, waiting, phase, auto = s.tk.Steps(), s.tk.Waiting() && !s.tk.Ended(), s.tk.Phase(), s.tk.Auto()
	}
	// as in play: the end's buttons drawn once the prize has counted up
	// and a top prize's moment is over
	settled := s.ended && a.Tick-s.endTick >= endButtonsAfter && !s.celebrating() &&
		s.countAt != 0 && nowMs()-s.countAt >= s.tier.CountMs()
	gear := cssRect(a.View, screens.StudioGear(a.View)) // where the page puts its gear
	st := fmt.Sprintf("%v|%v|%d|%v|%s|%s|%s|%s|%v|%v|%v|%s", s.tr.Paused, s.tr.Speed(), steps, waiting, phase, s.err, s.p.Prize, a.Theme.Name, settled, auto, gear, s.verdict)
	if st == s.told && bytes.Equal(s.source, s.toldSrc) {
		return
	}
	s.told = st
	rv := js.Global().Get("revela").Get("studio")
	if rv.Type() != js.TypeObject {
		return
	}
	if !bytes.Equal(s.source, s.toldSrc) {
		s.toldSrc = s.source
		rv.Set("source", string(s.source)) // the script played, for the script panel
	}
	rv.Set("verdict", s.verdict)
	rv.Set("paused", s.tr.Paused)
	rv.Set("rate", s.tr.Speed())
	rv.Set("steps", steps)
	rv.Set("settled", settled) // the end's buttons are drawn
	rv.Set("error", s.err)
	rv.Set("prize", s.p.Prize.String())
	rv.Set("applied", a.Theme.Name) // the theme drawn now
	bg := a.Theme.Background
	rv.Set("background", fmt.Sprintf("#%02x%02x%02x", bg.R, bg.G, bg.B))
	rv.Set("auto", auto)
	rv.Set("gear", js.ValueOf(gear))
	setWaiting(waiting, phase, steps)
	// the page's panel follows what a script set (issue 29: a speed or a
	// theme set through window.revela.studio left the panel behind)
	if f := rv.Get("changed"); f.Type() == js.TypeFunction {
		f.Invoke()
	}
}

func (s *previewScene) Draw(a *App, c *kit.Canvas) {
	previewHeader(c, s.name, s.stakeSub)
	if s.tk == nil {
		msg := s.err
		if msg == "" {
			msg = wWaitFile
		}
		kit.Alert(c, invalidBox(c.V), msg, 50, 104)
		return
	}
	if !s.laidOut {
		return
	}
	s.drawPlay(c, s.board, s.tk, kit.Result{}) // the header says APERÇU, non vendue
}

// previewHeader is the top bar of the studio: the game and the stake at
// the left, "APERÇU — non vendue" at the right where a player's balance
// would be (there is none: nothing is bought, and a unit never sold has
// no proof and no seal, issue 28), left of the page's gear
// (screens.StudioGear); the title fits between them, as a player's
// header's does (issue 29: the gear covered a long game title).
func previewHeader(c *kit.Canvas, title, sub string) {
	t, v := c.T, c.V
	c.Panel(kit.Rect{X: -4, Y: -20, W: v.W + 8, H: 84}, 18, kit.Darker(t.Surface, 0.9), t.Surface, nil, 0.92)
	x := 16.0
	if v.Landscape {
		x = 32
	}
	right := screens.StudioHeaderRight(v)
	if title != "" {
		kit.HeaderTitle(c, title, x, right-max(c.Measure(wPreviewTag, 20, true), c.Measure(wUnsold, 14, false))-10, sub)
	}
	c.Text(wPreviewTag, right, 22, 20, true, kit.Right, t.Win)
	c.Text(wUnsold, right, 44, 14, false, kit.Right, t.TextDim)
}

// studioCmd is one press of the page's studio controls.
type studioCmd struct{ name, arg string }

// studioCmds are the presses not yet applied (the page and the game loop
// share one thread: no lock).
var studioCmds []studioCmd

// installStudio adds window.revela.studio: the catalog of games, stakes
// and prizes (JSON), the theme names, and the controls pause(), play(),
// step(), speed(x), end(), auto() (AUTO pressed), replay(), theme(name),
// open(query) (another choice, without reloading), script(text) and
// edit(text) (the script panel: played if it passes the check, else
// verdict says why).
func installStudio(a *App) {
	rv := js.Global().Get("revela")
	st := js.Global().Get("Object").New()
	cat, _ := json.Marshal(registry.Catalog())
	st.Set("catalog", string(cat))
	names := append(themes.Names(), themes.Auto)
	arr := js.Global().Get("Array").New()
	for _, n := range names {
		arr.Call("push", n)
	}
	st.Set("themes", arr)
	for _, name := range []string{"pause", "play", "step", "speed", "end", "auto", "replay", "theme", "open", "script", "edit"} {
		st.Set(name, js.FuncOf(func(_ js.Value, args []js.Value) any {
			c := studioCmd{name: name}
			if len(args) > 0 {
				c.arg = args[0].String()
			}
			studioCmds = append(studioCmds, c)
			return nil
		}))
	}
	rv.Set("studio", st)
	js.Global().Get("document").Set("title", "Revela — "+wPreview)
	if f := rv.Get("studioReady"); f.Type() == js.TypeFunction {
		f.Invoke() // the page builds its controls
	}
}

// isPreview reports whether the page is the studio (/preview).
func isPreview() bool {
	p := js.Global().Get("location").Get("pathname").String()
	return p == "/preview" || p == "/preview/"
}

// setQuery sets key=value in the page's URL without navigating, so that
// the address always holds the whole choice.
func setQuery(key, value string) {
	q := pageQuery()
	q.Set(key, value)
	replaceURL(q)
}
