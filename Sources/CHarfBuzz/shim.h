#pragma once
// Only HarfBuzz's Unicode data (a character's script): SDL_ttf shapes with HarfBuzz itself.
#include <hb.h>
