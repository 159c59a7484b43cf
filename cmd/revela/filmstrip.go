package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/color/palette"
	"image/draw"
	"image/gif"
	"image/png"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"time"

	"github.com/chromedp/chromedp"
	xdraw "golang.org/x/image/draw"

	"revela/assets/themes"
	"revela/assets/themes/check"
	"revela/core/games"
	"revela/core/lots"
	"revela/core/money"
	"revela/web/static"
)

// runFilmstrip is `revela filmstrip --game G --stake S --theme T --prize P
// [--seed N] --out DIR` (docs/studio.md): it serves the page and client
// this binary embeds on a local port (no store: the studio never calls
// the API), opens the studio's preview of that outcome in headless
// Chromium, and saves a PNG at each key moment (the start, each step
// released, the end) and a contact sheet of them all. Server side only:
// nothing of it is in the client.
func runFilmstrip(args []string, stdout io.Writer) error {
	fs := newFlags("filmstrip")
	game := fs.String("game", "", "game id")
	stakeS := fs.String("stake", "", "stake in euros (the game's lowest when left out)")
	theme := fs.String("theme", "default", "theme name (or auto)")
	prizeS := fs.String("prize", "0", "prize in euros: 0 or an amount of the lot table")
	mode := fs.String("mode", "", "direct or extras, where the lot table has Extra units")
	form := fs.String("form", "", "the row gains, where the game lets the form be chosen (75+75+75)")
	seed := fs.Uint64("seed", 1, "the composer's seed")
	out := fs.String("out", "", "directory for the frames and contact.png")
	themesDir := fs.String("themes", "", "theme folders to serve as revela serve --themes does")
	size := fs.String("size", "390x844", "the window, in CSS pixels")
	browser := fs.String("chromium", "", "Chromium's path (default: found on PATH)")
	gifToo := fs.Bool("gif", false, "also write film.gif: the frames as an animation, at half size")
	if err := parse(fs, args); err != nil {
		return err
	}
	if *out == "" {
		return usagef("--out DIR is required")
	}
	if _, err := games.Lookup(*game); err != nil {
		return usagef("--game: %v", err)
	}
	stake, err := pickStake(*game, *stakeS)
	if err != nil {
		return err
	}
	prize, err := money.Parse(*prizeS)
	if t, ferr := lots.Find(*game, stake); err != nil || ferr != nil || !t.Pays(prize) {
		return usagef("--prize %s: not 0 nor an amount of %s's lot table at %s €", *prizeS, *game, stake)
	}
	var w, h int
	if _, err := fmt.Sscanf(*size, "%dx%d", &w, &h); err != nil || w < 200 || h < 200 {
		return usagef("--size %s: want WxH, as 390x844", *size)
	}
	if *browser == "" {
		for _, n := range []string{"chromium", "chromium-browser", "google-chrome"} {
			if p, err := exec.LookPath(n); err == nil {
				*browser = p
				break
			}
		}
		if *browser == "" {
			return errors.New("no Chromium found: give --chromium PATH")
		}
	}
	if err := os.MkdirAll(*out, 0o755); err != nil {
		return err
	}
	page := static.Themes(themes.BundledFS(), *themesDir, check.Vet, static.Handler())
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: page, ReadHeaderTimeout: 10 * time.Second}
	go srv.Serve(ln)
	defer srv.Close()

	q := url.Values{"game": {*game}, "stake": {stake.String()}, "prize": {prize.String()}, "theme": {*theme},
		"seed": {fmt.Sprint(*seed)}}
	if *mode != "" {
		q.Set("mode", *mode)
	}
	if *form != "" {
		q.Set("form", *form)
	}
	files, err := film(*browser, "http://"+ln.Addr().String()+"/preview?"+q.Encode(), w, h, *out, *gifToo)
	for _, f := range files {
		fmt.Fprintln(stdout, f)
	}
	return err
}

// pickStake is the stake given, or the game's only or lowest one.
func pickStake(game, s string) (money.Cents, error) {
	if s == "" {
		st := lots.Stakes(game)
		if len(st) == 0 {
			return 0, usagef("--game %s: no stakes", game)
		}
		return st[0], nil
	}
	stake, err := money.Parse(s)
	if err != nil {
		return 0, usagef("--stake %s: %v", s, err)
	}
	if _, err := lots.Find(game, stake); err != nil {
		return 0, usagef("--stake: %v", err)
	}
	return stake, nil
}

// film drives the studio at addr in headless Chromium (SwiftShader) and
// writes the frames and the contact sheet into dir, and with gifToo the
// animation film.gif; it returns their paths.
func film(browser, addr string, w, h int, dir string, gifToo bool) ([]string, error) {
	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(browser),
		chromedp.Flag("use-angle", "swiftshader"), chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.NoSandbox, chromedp.NoFirstRun, chromedp.WindowSize(w, h),
		chromedp.Flag("lang", "fr-FR"), chromedp.Flag("accept-lang", "fr-FR"))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 10*time.Minute)
	defer cancel()
	const state = `document.getElementById("revela-status").dataset.state`
	wait := func(cond string) error {
		_, err := chromedp.Run(ctx, chromedp.Poll[bool](cond, chromedp.WithPollingTimeout(3*time.Minute)))
		if err != nil {
			st, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify(window.revela)`))
			return fmt.Errorf("waiting for %s: %v (window.revela = %s)", cond, err, st)
		}
		return nil
	}
	eval := func(js string) (string, error) {
		return chromedp.Run(ctx, chromedp.Evaluate[string](js))
	}
	var files []string
	var frames [][]byte
	shot := func(name string, settle time.Duration) error {
		// the theme's art has arrived, or failed for good (docs/studio.md)
		if err := wait(`!Object.values(window.revela.art || {}).includes("loading")`); err != nil {
			return err
		}
		time.Sleep(settle)
		b, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
		if err != nil {
			return err
		}
		f := filepath.Join(dir, fmt.Sprintf("%02d-%s.png", len(files), name))
		frames = append(frames, b)
		files = append(files, f)
		return os.WriteFile(f, b, 0o644)
	}
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(int64(w), int64(h)), chromedp.Navigate(addr)); err != nil {
		return nil, err
	}
	if err := wait(`!!window.revela.studio && window.revela.studio.steps === 0 && ` + state + ` === "playing"`); err != nil {
		return nil, err
	}
	eval(`document.getElementById("studio").hidden = true, ""`) // the frames show the game only
	if err := shot("start", time.Second); err != nil {
		return files, err
	}
	for i := 1; i <= 40; i++ {
		if _, err := eval(`window.revela.studio.step(), ""`); err != nil {
			return files, err
		}
		if err := wait(fmt.Sprintf(`window.revela.studio.steps >= %d || %s === "done"`, i, state)); err != nil {
			return files, err
		}
		if done, _ := eval(state); done == "done" {
			break
		}
		if err := shot(fmt.Sprintf("step%d", i), 400*time.Millisecond); err != nil {
			return files, err
		}
	}
	if _, err := eval(`window.revela.studio.end(), ""`); err != nil {
		return files, err
	}
	// The end's buttons come some ticks after the end: on a loaded
	// machine SwiftShader draws few ticks a second, so wait for them.
	if err := wait(state + ` === "done" && window.revela.studio.settled === true`); err != nil {
		return files, err
	}
	if err := shot("end", 2*time.Second); err != nil { // the prize counts up on the clock
		return files, err
	}
	sheet, err := contactSheet(frames, 4)
	if err != nil {
		return files, err
	}
	f := filepath.Join(dir, "contact.png")
	files = append(files, f)
	if err := os.WriteFile(f, sheet, 0o644); err != nil || !gifToo {
		return files, err
	}
	anim, err := animation(frames)
	if err != nil {
		return files, err
	}
	f = filepath.Join(dir, "film.gif")
	files = append(files, f)
	return files, os.WriteFile(f, anim, 0o644)
}

// Delays of the animation, in hundredths of a second: each frame, and
// the last (the end) held longer.
const (
	gifDelay, gifLastDelay = 120, 400
)

// animation is the PNG frames as an animated GIF (issue 29: the
// filmstrip as an animation, besides its frames), each at half its size
// as in the contact sheet, in the 256 colours of palette.Plan9 with
// Floyd–Steinberg dithering, shown gifDelay each and the last
// gifLastDelay, looping.
func animation(frames [][]byte) ([]byte, error) {
	imgs, err := decodeFrames(frames)
	if err != nil {
		return nil, err
	}
	out := &gif.GIF{}
	for i, img := range imgs {
		half := image.Rect(0, 0, img.Bounds().Dx()/2, img.Bounds().Dy()/2)
		small := image.NewRGBA(half)
		xdraw.CatmullRom.Scale(small, half, img, img.Bounds(), draw.Src, nil)
		pal := image.NewPaletted(half, palette.Plan9)
		draw.FloydSteinberg.Draw(pal, half, small, image.Point{})
		delay := gifDelay
		if i == len(imgs)-1 {
			delay = gifLastDelay
		}
		out.Image, out.Delay = append(out.Image, pal), append(out.Delay, delay)
	}
	var b bytes.Buffer
	err = gif.EncodeAll(&b, out)
	return b.Bytes(), err
}

// decodeFrames decodes PNG frames, at least one.
func decodeFrames(frames [][]byte) ([]image.Image, error) {
	if len(frames) == 0 {
		return nil, errors.New("no frames")
	}
	var imgs []image.Image
	for i, b := range frames {
		img, err := png.Decode(bytes.NewReader(b))
		if err != nil {
			return nil, fmt.Errorf("frame %d: %w", i, err)
		}
		imgs = append(imgs, img)
	}
	return imgs, nil
}

// contactSheet lays PNG frames out cols to a row, each at half its size,
// 8 px apart on a dark ground, and returns the sheet as a PNG.
func contactSheet(frames [][]byte, cols int) ([]byte, error) {
	imgs, err := decodeFrames(frames)
	if err != nil {
		return nil, err
	}
	const gap = 8
	fw, fh := imgs[0].Bounds().Dx()/2, imgs[0].Bounds().Dy()/2
	cols = min(cols, len(imgs))
	rows := (len(imgs) + cols - 1) / cols
	sheet := image.NewRGBA(image.Rect(0, 0, cols*(fw+gap)+gap, rows*(fh+gap)+gap))
	draw.Draw(sheet, sheet.Bounds(), image.NewUniform(color.RGBA{0x20, 0x20, 0x24, 0xff}), image.Point{}, draw.Src)
	for i, img := range imgs {
		x, y := gap+(i%cols)*(fw+gap), gap+(i/cols)*(fh+gap)
		xdraw.CatmullRom.Scale(sheet, image.Rect(x, y, x+fw, y+fh), img, img.Bounds(), draw.Src, nil)
	}
	var out bytes.Buffer
	err = png.Encode(&out, sheet)
	return out.Bytes(), err
}
