//go:build js

package kit

import (
	"sync"
	"syscall/js"

	"github.com/hajimehoshi/ebiten/v2"

	"revela/assets/themes"
)

// A theme's PNG art (docs/studio.md, Theme folders: background.png,
// particle.png, and each game's GAME/FILE.png) is fetched from the server
// (/themes/NAME/FILE) and decoded by the browser, off the frame loop: the
// page's fetch, createImageBitmap and a canvas's getImageData, whose bytes
// are copied once into an ebiten.Image. No PNG decoder runs in the client.
// Until a file has arrived, and for good when it is missing or unreadable,
// the drawn default stands in its place. window.revela.art tells each
// file's state by "theme/file": "loading", "loaded" or "failed".

// artMax is the longest side an art file is decoded to, in pixels: the
// browser scales larger art down once (a 4096 px background is not kept
// whole for a screen of 2560).
var artMax = map[string]int{themes.ArtBackground: 2048, themes.ArtParticle: 128}

const symbolArtMax = 512

type artFile struct {
	state string // loading, loaded, failed
	w, h  int
	pix   []byte // premultiplied RGBA, until it becomes img on the next draw
	img   *ebiten.Image
}

var (
	artMu    sync.Mutex
	artFiles = map[string]*artFile{} // by "theme/file"
	artFetch js.Value                // the page-side decoder, made once
	scaled   = map[scaledKey]*ebiten.Image{}
)

type scaledKey struct {
	src *ebiten.Image
	px  int
}

func init() { loadArt = fetchArt }

// held is the themes whose art waits for the first frame (HoldArt), nil
// when none waits.
var held []*Theme

// holding is set from HoldArt to ReleaseArt.
var holding bool

// HoldArt keeps the art of the themes loaded from now on from being
// fetched until ReleaseArt: at the start, the first frame is drawn and
// shown first (the fetches' start and the decoding of their replies ran
// before it).
func HoldArt() { holding = true }

// ReleaseArt fetches the art HoldArt kept back.
func ReleaseArt() {
	holding = false
	for _, t := range held {
		fetchArt(t)
	}
	held = nil
}

// fetchArt starts fetching the art of t that is not fetched yet.
func fetchArt(t *Theme) {
	if holding {
		held = append(held, t)
		return
	}
	for _, f := range t.Art {
		artMu.Lock()
		key := t.Name + "/" + f
		_, seen := artFiles[key]
		if !seen {
			artFiles[key] = &artFile{state: "loading"}
		}
		artMu.Unlock()
		if !seen {
			report(key, "loading")
			startFetch(key, f)
		}
	}
}

// decoderJS fetches url and resolves to {w, h, data: the RGBA bytes}, the
// image scaled down to at most max pixels on its longest side; it rejects
// on any fault (no such file, not an image).
const decoderJS = `return fetch(url, {credentials: "same-origin"})
  .then((r) => { if (!r.ok) throw new Error("HTTP " + r.status); return r.blob(); })
  .then((b) => createImageBitmap(b))
  .then((bmp) => {
    const s = Math.min(1, max / Math.max(bmp.width, bmp.height));
    const w = Math.max(1, Math.round(bmp.width * s)), h = Math.max(1, Math.round(bmp.height * s));
    const cv = typeof OffscreenCanvas !== "undefined" ? new OffscreenCanvas(w, h)
      : Object.assign(document.createElement("canvas"), {width: w, height: h});
    const g = cv.getContext("2d");
    g.imageSmoothingQuality = "high";
    g.drawImage(bmp, 0, 0, w, h);
    if (bmp.close) bmp.close();
    return {w, h, data: new Uint8Array(g.getImageData(0, 0, w, h).data.buffer)};
  });`

func startFetch(key, file string) {
	if artFetch.IsUndefined() {
		artFetch = js.Global().Get("Function").New("url", "max", decoderJS)
	}
	limit := symbolArtMax
	if m, ok := artMax[file]; ok {
		limit = m
	}
	var ok, fail js.Func
	done := func() { ok.Release(); fail.Release() }
	ok = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer done()
		r := args[0]
		w, h := r.Get("w").Int(), r.Get("h").Int()
		pix := make([]byte, w*h*4)
		if js.CopyBytesToGo(pix, r.Get("data")) != len(pix) {
			setArt(key, "failed", nil, 0, 0)
			return nil
		}
		premultiply(pix)
		setArt(key, "loaded", pix, w, h)
		return nil
	})
	fail = js.FuncOf(func(_ js.Value, args []js.Value) any {
		defer done()
		msg := ""
		if len(args) > 0 {
			msg = js.Global().Get("String").Invoke(args[0]).String()
		}
		js.Global().Get("console").Call("warn", "revela: theme art "+key+" left out, the drawn default stands in: "+msg)
		setArt(key, "failed", nil, 0, 0)
		return nil
	})
	artFetch.Invoke("/themes/"+key, limit).Call("then", ok, fail)
}

// premultiply turns a canvas's straight RGBA into the premultiplied RGBA
// ebiten.Image.WritePixels takes.
func premultiply(pix []byte) {
	for i := 0; i+3 < len(pix); i += 4 {
		a := uint32(pix[i+3])
		if a == 255 {
			continue
		}
		pix[i] = uint8((uint32(pix[i])*a + 127) / 255)
		pix[i+1] = uint8((uint32(pix[i+1])*a + 127) / 255)
		pix[i+2] = uint8((uint32(pix[i+2])*a + 127) / 255)
	}
}

func setArt(key, state string, pix []byte, w, h int) {
	artMu.Lock()
	if a := artFiles[key]; a != nil {
		a.state, a.pix, a.w, a.h = state, pix, w, h
	}
	artMu.Unlock()
	report(key, state)
}

// report writes a file's state in window.revela.art.
func report(key, state string) {
	rv := js.Global().Get("revela")
	if rv.Type() != js.TypeObject {
		return
	}
	art := rv.Get("art")
	if art.Type() != js.TypeObject {
		art = js.Global().Get("Object").New()
		rv.Set("art", art)
	}
	art.Set(key, state)
}

// ArtImage is the theme's art file (themes.ArtBackground, ...) as it was
// decoded, or nil while it loads, when the theme has none or when it
// could not be read: then the caller draws the default.
func (t *Theme) ArtImage(file string) *ebiten.Image {
	if t == nil || len(t.Art) == 0 {
		return nil
	}
	artMu.Lock()
	defer artMu.Unlock()
	a := artFiles[t.Name+"/"+file]
	if a == nil || a.state != "loaded" {
		return nil
	}
	if a.img == nil {
		a.img = ebiten.NewImage(a.w, a.h)
		a.img.WritePixels(a.pix)
		a.pix = nil
	}
	return a.img
}

// ArtScaled is the theme's art file fitted in a px×px square (centred,
// its shape kept), made once per size by halving steps so that it stays
// smooth when much smaller than drawn; nil as ArtImage.
func (t *Theme) ArtScaled(file string, px int) *ebiten.Image {
	src := t.ArtImage(file)
	if src == nil {
		return nil
	}
	px = max(px, 2)
	k := scaledKey{src, px}
	if img, ok := scaled[k]; ok {
		return img
	}
	img := src
	for {
		b := img.Bounds()
		if b.Dx() < 2*px || b.Dy() < 2*px {
			break
		}
		half := ebiten.NewImage((b.Dx()+1)/2, (b.Dy()+1)/2)
		op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
		op.GeoM.Scale(0.5, 0.5)
		half.DrawImage(img, op)
		if img != src {
			img.Deallocate()
		}
		img = half
	}
	b := img.Bounds()
	s := float64(px) / float64(max(b.Dx(), b.Dy()))
	out := ebiten.NewImage(px, px)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(s, s)
	op.GeoM.Translate((float64(px)-float64(b.Dx())*s)/2, (float64(px)-float64(b.Dy())*s)/2)
	out.DrawImage(img, op)
	if img != src {
		img.Deallocate()
	}
	scaled[k] = out
	return out
}

// GameArt is game's art file (FILE of the theme's folder GAME/) fitted in
// a px×px square, or nil while it loads or when the theme has none: the
// game then draws its own.
func (t *Theme) GameArt(game, file string, px int) *ebiten.Image {
	return t.ArtScaled(game+"/"+file, px)
}

// GameSym is the symbol key of game s's section as a px×px image: the
// theme's art KEY.png once loaded, else the symbol the section names (or
// the game's default), drawn by code.
func (t *Theme) GameSym(s themes.Schema, key string, px int) *ebiten.Image {
	return t.IconImage(Icon{Section: &s, Key: key, Art: s.Game + "/" + key + ".png"}, px)
}

// paintArt covers img with the theme's background.png (nil: nothing),
// scaled to fill it whole, its shape kept, centred, over the gradient
// already there.
func paintArt(img, art *ebiten.Image) {
	if art == nil {
		return
	}
	d, a := img.Bounds(), art.Bounds()
	s := max(float64(d.Dx())/float64(a.Dx()), float64(d.Dy())/float64(a.Dy()))
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(s, s)
	op.GeoM.Translate((float64(d.Dx())-float64(a.Dx())*s)/2, (float64(d.Dy())-float64(a.Dy())*s)/2)
	img.DrawImage(art, op)
}

// drawParticleArt draws what falls behind the grid with the theme's
// particle.png, as drawn (not tinted), turning as it falls; false when the
// theme has none loaded (the drawn default then).
func (b *Background) drawParticleArt(c *Canvas) bool {
	for i, f := range b.snow.Flake {
		img := b.theme.ArtScaled(themes.ArtParticle, int((6+f.Size*2.4)*c.V.K))
		if img == nil {
			return false
		}
		c.ImageCentered(img, f.X, f.Y, 1, 1, f.Y/90+float64(i), 0.8)
	}
	return true
}

// IconImage is ic as a px×px image in theme t: its art once loaded, else
// its symbol (IconName).
func (t *Theme) IconImage(ic Icon, px int) *ebiten.Image {
	if ic.Art != "" {
		if img := t.ArtScaled(ic.Art, px); img != nil {
			return img
		}
	}
	return Symbol(t.IconName(ic), px)
}
