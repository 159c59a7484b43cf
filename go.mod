module revela

go 1.26

require (
	github.com/andybalholm/brotli v1.3.0
	github.com/shopspring/decimal v1.6.0
)
