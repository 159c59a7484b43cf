// Package headless starts headless Chromium as the browser tests
// (web/e2e) and the start harness (cmd/startbench) use it: SwiftShader's
// WebGL, no sandbox, no background traffic, one window of w×h CSS px in a
// language.
package headless

import (
	"context"
	"errors"
	"os/exec"

	"github.com/chromedp/chromedp"
)

// Chromium returns the path of the first Chromium found on PATH, or an
// error when there is none.
func Chromium() (string, error) {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			return p, nil
		}
	}
	return "", errors.New("no Chromium on PATH (chromium, chromium-browser, google-chrome or chrome)")
}

// Browser starts the Chromium at path (when first used) with a w×h
// window and lang as the browser's and the pages' language (fr-FR), and
// any more options given; the function returned stops it.
func Browser(path string, w, h int, lang string, more ...chromedp.ExecAllocatorOption) (context.Context, context.CancelFunc) {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.Flag("use-angle", "swiftshader"),
		chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.NoSandbox,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("lang", lang),
		chromedp.Flag("accept-lang", lang),
		chromedp.NoFirstRun,
		chromedp.WindowSize(w, h),
	)
	opts = append(opts, more...)
	actx, cancel1 := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel2 := chromedp.NewContext(actx)
	return ctx, func() { cancel2(); cancel1() }
}
