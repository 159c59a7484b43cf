//go:build !js

package themes

import (
	"embed"
	"io/fs"
)

// bundled is every file of the bundled themes, their PNG art included,
// for the server (revela serve serves the art at /themes/NAME/FILE) and
// revela theme check; the client embeds only the theme.json files (FS),
// and fetches the art it draws (docs/studio.md).
//
//go:embed */theme.json */*.png */*/*.png calendar.json
var bundled embed.FS

// BundledFS is the bundled themes, one folder each with its theme.json and
// art, and calendar.json. Not in the client.
func BundledFS() fs.FS { return bundled }
