/* The SDL floor (issue 23): the least any SDL2 app can do to show a first frame like listdemo's. It opens a
 * 480x800 window with SDL2's software renderer, draws 14 lines of text with SDL_ttf (DejaVu Sans, 17 px, as
 * listdemo's rows), presents once and exits. Built and measured against listdemo by compare-floor.py.
 *
 *     cc -O2 sdl-floor.c -o sdl-floor $(pkg-config --cflags --libs sdl2 SDL2_ttf)
 *     ./sdl-floor FONT.ttf
 */
#include <SDL.h>
#include <SDL_ttf.h>
#include <stdio.h>

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: sdl-floor FONT.ttf\n"); return 2; }
    if (SDL_Init(SDL_INIT_VIDEO) != 0 || TTF_Init() != 0) { fprintf(stderr, "init: %s\n", SDL_GetError()); return 1; }
    /* As listdemo does: the window's framebuffer on X11's shared memory, not an OpenGL texture (llvmpipe). */
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    SDL_Window *window = SDL_CreateWindow("floor", SDL_WINDOWPOS_UNDEFINED, SDL_WINDOWPOS_UNDEFINED, 480, 800, 0);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE) : NULL;
    TTF_Font *font = TTF_OpenFont(argv[1], 17);
    if (!renderer || !font) { fprintf(stderr, "window or font: %s\n", SDL_GetError()); return 1; }
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255);
    SDL_RenderClear(renderer);
    for (int line = 0; line < 14; line++) {
        char text[32];
        snprintf(text, sizeof text, "Row %d", line);
        SDL_Surface *surface = TTF_RenderUTF8_Blended(font, text, (SDL_Color){0, 0, 0, 255});
        SDL_Texture *texture = SDL_CreateTextureFromSurface(renderer, surface);
        SDL_Rect place = {16, 44 + line * 54 + (54 - surface->h) / 2, surface->w, surface->h};
        SDL_RenderCopy(renderer, texture, NULL, &place);
        SDL_DestroyTexture(texture);
        SDL_FreeSurface(surface);
    }
    SDL_RenderPresent(renderer);
    TTF_CloseFont(font);
    TTF_Quit();
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
