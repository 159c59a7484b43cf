package e2e

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// poorProxy is a reverse proxy in front of the real server that can
// show the player a balance of 0.50 € (below every price of CROSSINGO,
// the lobby's first game) and hold the history's first page a while.
type poorProxy struct {
	srv  *httptest.Server
	mu   sync.Mutex
	poor bool
	slow time.Duration // GET /api/v1/tickets is held this long
}

func newPoorProxy(t *testing.T, upstream string) *poorProxy {
	u, err := url.Parse(upstream)
	if err != nil {
		t.Fatal(err)
	}
	p := &poorProxy{}
	rp := &httputil.ReverseProxy{Rewrite: func(r *httputil.ProxyRequest) {
		r.SetURL(u)
		r.Out.Host = r.In.Host
		r.Out.Header.Del("Accept-Encoding") // the body is read as it is
	}}
	rp.ModifyResponse = func(resp *http.Response) error {
		p.mu.Lock()
		poor, slow := p.poor, p.slow
		p.mu.Unlock()
		if resp.Request.Method == "GET" && resp.Request.URL.Path == "/api/v1/tickets" {
			time.Sleep(slow)
		}
		if !poor || !strings.HasPrefix(resp.Request.URL.Path, "/api/") {
			return nil
		}
		b, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		if err != nil {
			return err
		}
		b = balanceRE.ReplaceAll(b, []byte(`"balance":"0.50"`))
		resp.Body = io.NopCloser(bytes.NewReader(b))
		resp.ContentLength = int64(len(b))
		resp.Header.Set("Content-Length", strconv.Itoa(len(b)))
		return nil
	}
	p.srv = httptest.NewServer(rp)
	t.Cleanup(p.srv.Close)
	return p
}

func (p *poorProxy) set(poor bool, slow time.Duration) {
	p.mu.Lock()
	p.poor, p.slow = poor, slow
	p.mu.Unlock()
}
