package main

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/gif"
	"image/png"
	"strings"
	"testing"
)

// greys is n frames of 40×60, the i-th a flat grey of 40×(i+1).
func greys(n int) [][]byte {
	var frames [][]byte
	for i := range n {
		img := image.NewRGBA(image.Rect(0, 0, 40, 60))
		for p := range img.Pix {
			img.Pix[p] = uint8(40 * (i + 1))
		}
		var b bytes.Buffer
		png.Encode(&b, img)
		frames = append(frames, b.Bytes())
	}
	return frames
}

func TestContactSheet(t *testing.T) {
	frames := greys(5)
	data, err := contactSheet(frames, 4)
	if err != nil {
		t.Fatal(err)
	}
	sheet, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	// four frames of 20×30 to a row, two rows, 8 px apart and around
	if b := sheet.Bounds(); b.Dx() != 4*28+8 || b.Dy() != 2*38+8 {
		t.Fatalf("sheet %v, want 120×84", b)
	}
	// the fifth frame (grey 200) starts the second row at (8, 46)
	if c := color.RGBAModel.Convert(sheet.At(18, 60)).(color.RGBA); c.R != 200 {
		t.Errorf("fifth frame's middle: %v", c)
	}
	if c := color.RGBAModel.Convert(sheet.At(4, 4)).(color.RGBA); c != (color.RGBA{0x20, 0x20, 0x24, 0xff}) {
		t.Errorf("ground: %v", c)
	}
	if _, err := contactSheet(nil, 4); err == nil {
		t.Error("a sheet of no frames")
	}
}

func TestFilmstripArgs(t *testing.T) {
	for _, args := range [][]string{
		{"--game", "crossingo", "--prize", "10000"},                                   // no --out
		{"--game", "bingo", "--prize", "0", "--out", t.TempDir()},                     // unknown game
		{"--game", "crossingo", "--prize", "3", "--out", t.TempDir()},                 // 3 € is no lot of CROSSINGO (art. 4)
		{"--game", "crossingo", "--stake", "2", "--prize", "0", "--out", t.TempDir()}, // not on offer
		{"--game", "crossingo", "--prize", "0", "--size", "x", "--out", t.TempDir()},
	} {
		code, _, errOut := runArgs(t, append([]string{"filmstrip"}, args...)...)
		if code != 2 || !strings.HasPrefix(errOut, "revela filmstrip: ") {
			t.Errorf("%v: exit %d %q", args, code, errOut)
		}
	}
}

// TestAnimation: the frames as a GIF (revela filmstrip --gif, issue 29):
// one image each, at half size (20×30), 1.2 s each and the end 4 s,
// looping; each flat grey (40, 80, ... 200) stays that grey on average
// (Plan 9's palette has not every grey: the dither mixes the nearest).
func TestAnimation(t *testing.T) {
	data, err := animation(greys(5))
	if err != nil {
		t.Fatal(err)
	}
	g, err := gif.DecodeAll(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if len(g.Image) != 5 || fmt.Sprint(g.Delay) != "[120 120 120 120 400]" || g.LoopCount != 0 {
		t.Fatalf("%d images, delays %v, loop %d", len(g.Image), g.Delay, g.LoopCount)
	}
	for i, img := range g.Image {
		if b := img.Bounds(); b.Dx() != 20 || b.Dy() != 30 {
			t.Errorf("image %d: %v, want 20×30", i, b)
		}
	}
	// the mean grey of each image is its frame's, within the dither's error
	for i, img := range g.Image {
		sum := 0
		for y := range 30 {
			for x := range 20 {
				r, _, _, _ := img.At(x, y).RGBA()
				sum += int(r >> 8)
			}
		}
		if mean, want := sum/600, 40*(i+1); mean < want-6 || mean > want+6 {
			t.Errorf("image %d: mean grey %d, want %d", i, mean, want)
		}
	}
	if _, err := animation(nil); err == nil {
		t.Error("an animation of no frames")
	}
}
