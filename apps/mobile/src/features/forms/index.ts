// The forms feature's public entry: the only file other features may import (docs/decisions/003).
export {};
