#pragma once
// SDL_ttf.h says `#include "SDL.h"`. A quoted include is looked up first in the directory
// of the header that contains it (/usr/include/SDL2/), so it finds SDL2's SDL.h without
// an `-I/usr/include/SDL2` flag, and therefore without pkg-config (whose `-D_REENTRANT`
// makes SwiftPM warn). Including <SDL2/SDL.h> first makes the dependency explicit.
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
