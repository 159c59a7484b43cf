// Package api is the client's side of the HTTP API (/api/v1, docs/design.md):
// the shapes it reads and one method per call. It sends requests through a
// Transport: the browser's fetch in the WebAssembly client (fetch_js.go,
// no net/http), a fake in tests. Calls block; the screens run them in
// goroutines and read the results over channels.
package api

import (
	"encoding/json"
	"fmt"
	"net/url"
	"strconv"
	"sync"

	"revela/core/money"
	"revela/web/wire"
)

// Transport sends one request (path under /api/v1, body nil or JSON) and
// returns the status and body of the response.
type Transport func(method, path string, body []byte) (status int, resp []byte, err error)

// Client calls the API.
type Client struct {
	Do Transport

	mu          sync.Mutex
	commitments map[string]wire.Block // by block id (Commitment)
}

// The shapes the client reads are the API's own (web/wire, which imports
// no net/http): one definition for the server, the client and the tests.
type (
	Player = wire.Player
	Stake  = wire.Stake
	Game   = wire.Game
	Ticket = wire.Ticket
	Page   = wire.Page
	Block  = wire.Block
)

// Error is an error answered by the server, or a failure to reach it
// (Status 0). Detail is the answer's error whole: the limit, what it
// leaves and when it renews of a limit_reached, the end of an excluded.
type Error struct {
	Status  int
	Code    string
	Message string
	Detail  wire.ErrorDetail
}

func (e *Error) Error() string {
	if e.Status == 0 {
		return "network: " + e.Message
	}
	return fmt.Sprintf("HTTP %d %s: %s", e.Status, e.Code, e.Message)
}

// Code returns the API error code of err ("insufficient_funds", ...), or
// "" when err is not an API error.
func Code(err error) string {
	if e, ok := err.(*Error); ok {
		return e.Code
	}
	return ""
}

// Status returns the HTTP status of err, 0 when the server was not reached
// or err is not an API error.
func Status(err error) int {
	if e, ok := err.(*Error); ok {
		return e.Status
	}
	return 0
}

// call sends one request and reads the answer into out; a status other
// than want (or also, for a sale, 200: the replay of its request id) is
// an Error.
func (c *Client) call(method, path string, in, out any, want int) error {
	var body []byte
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = b
	}
	status, resp, err := c.Do(method, "/api/v1"+path, body)
	if err != nil {
		return &Error{Message: err.Error()}
	}
	if status != want && !(want == 201 && status == 200) {
		var e wire.Error
		_ = json.Unmarshal(resp, &e)
		return &Error{Status: status, Code: e.Error.Code, Message: e.Error.Message, Detail: e.Error}
	}
	if out == nil {
		return nil
	}
	if err := json.Unmarshal(resp, out); err != nil {
		return fmt.Errorf("%s %s: %w", method, path, err)
	}
	return nil
}

// Me returns the player of the session; a 401 Error when there is none.
func (c *Client) Me() (Player, error) {
	var out wire.PlayerAnswer
	err := c.call("GET", "/me", nil, &out, 200)
	return out.Player, err
}

// CreatePlayer creates a player; the server sets the session cookie.
func (c *Client) CreatePlayer() (Player, error) {
	var out wire.PlayerAnswer
	err := c.call("POST", "/players", struct{}{}, &out, 201)
	return out.Player, err
}

// Session returns the session's player, creating one when there is none.
func (c *Client) Session() (p Player, created bool, err error) {
	p, err = c.Me()
	if Status(err) == 401 {
		p, err = c.CreatePlayer()
		return p, err == nil, err
	}
	return p, false, err
}

// Games lists the five games.
func (c *Client) Games() ([]Game, error) {
	var out wire.Games
	err := c.call("GET", "/games", nil, &out, 200)
	return out.Games, err
}

// Buy buys one unit. requestID makes a retry safe: the same id returns the
// same ticket and debits nothing.
func (c *Client) Buy(game string, stake money.Cents, requestID string) (Ticket, error) {
	var t Ticket
	err := c.call("POST", "/tickets", wire.Buy{Game: game, Stake: stake, RequestID: requestID}, &t, 201)
	return t, err
}

// Limits returns the player's limits, what they leave, the changes
// pending and the current periods' totals (GET /me/limits, issue 32).
func (c *Client) Limits() (wire.Limits, error) {
	var out wire.Limits
	err := c.call("GET", "/me/limits", nil, &out, 200)
	return out, err
}

// SetLimits changes the limits named in set (nil removes it; a
// money.Cents, or an int of minutes for session_minutes) and returns them
// after the change (PUT /me/limits: lowered at once, raised or removed
// after the cooling-off).
func (c *Client) SetLimits(set map[string]any) (wire.Limits, error) {
	var out wire.Limits
	err := c.call("PUT", "/me/limits", set, &out, 200)
	return out, err
}

// Exclude excludes the player from every purchase for days (7 to 365)
// and returns their limits (POST /me/exclusion).
func (c *Client) Exclude(days int) (wire.Limits, error) {
	var out wire.Limits
	err := c.call("POST", "/me/exclusion", wire.Exclusion{Days: days}, &out, 200)
	return out, err
}

// Tickets returns a page of the history: limit tickets older than before
// (0: the newest).
func (c *Client) Tickets(limit int, before int64) (Page, error) {
	path := "/tickets?limit=" + strconv.Itoa(limit)
	if before > 0 {
		path += "&before=" + strconv.FormatInt(before, 10)
	}
	var p Page
	err := c.call("GET", path, nil, &p, 200)
	return p, err
}

// Ticket returns one ticket of the player.
func (c *Client) Ticket(id int64) (Ticket, error) {
	var t Ticket
	err := c.call("GET", "/tickets/"+strconv.FormatInt(id, 10), nil, &t, 200)
	return t, err
}

// Seen tells the server the player has seen the end of the unit.
func (c *Client) Seen(id int64) error {
	return c.call("POST", "/tickets/"+strconv.FormatInt(id, 10)+"/seen", struct{}{}, nil, 204)
}

// Unseen returns every ticket of the player not yet marked seen, across
// games, oldest first (at most 100).
func (c *Client) Unseen() ([]Ticket, error) {
	var out wire.Tickets
	err := c.call("GET", "/tickets/unseen", nil, &out, 200)
	return out.Tickets, err
}

// Progress tells the server the highest step reached in the unit (it
// keeps the largest it was told) and returns the step it keeps.
func (c *Client) Progress(id int64, step int) (int, error) {
	var out wire.Step
	err := c.call("POST", "/tickets/"+strconv.FormatInt(id, 10)+"/progress", wire.Step{Step: step}, &out, 200)
	return out.Step, err
}

// Block returns block id as it is published now (GET /blocks/{id}, no
// session needed): its commitment, the units sold so far and, once it is
// closed, its secret (issue 28). A 404 Error when there is no such block.
func (c *Client) Block(id string) (Block, error) {
	var b Block
	err := c.call("GET", "/blocks/"+url.PathEscape(id), nil, &b, 200)
	return b, err
}

// Commitment returns block id's commitment (Block), read once per block
// and kept: its size, table digest and root never change once published,
// so the units of a block are checked with one call (issue 28).
func (c *Client) Commitment(id string) (Block, error) {
	c.mu.Lock()
	b, ok := c.commitments[id]
	c.mu.Unlock()
	if ok {
		return b, nil
	}
	b, err := c.Block(id)
	if err != nil {
		return b, err
	}
	c.mu.Lock()
	if c.commitments == nil {
		c.commitments = map[string]Block{}
	}
	c.commitments[id] = b
	c.mu.Unlock()
	return b, nil
}

// Units returns a closed block's units as published (GET
// /blocks/{id}/units): one byte a unit in sale order (docs/blocks.md); a
// 404 Error with code not_closed while the block is open.
func (c *Client) Units(id string) ([]byte, error) {
	status, resp, err := c.Do("GET", "/api/v1/blocks/"+url.PathEscape(id)+"/units", nil)
	if err != nil {
		return nil, &Error{Message: err.Error()}
	}
	if status != 200 {
		var e wire.Error
		_ = json.Unmarshal(resp, &e)
		return nil, &Error{Status: status, Code: e.Error.Code, Message: e.Error.Message}
	}
	return resp, nil
}
