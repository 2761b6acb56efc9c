#pragma once
#include <SDL2/SDL.h>

// Function-like and cast macros do not import into Swift; these constants carry the
// header's own values so the Swift side never restates them.
static const int CSDL2_WINDOWPOS_CENTERED = (int)SDL_WINDOWPOS_CENTERED;
static const Uint32 CSDL2_TOUCH_MOUSEID = SDL_TOUCH_MOUSEID;
static const Uint32 CSDL2_BUTTON_LMASK = SDL_BUTTON_LMASK;
