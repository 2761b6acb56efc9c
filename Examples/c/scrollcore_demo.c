/*
 * scrollcore_demo: a list of 1,000 rows scrolled by ScrollCore, in an SDL window or headless.
 *
 *   scrollcore_demo                     a window: drag, wheel, Space flings, S stops, Home/End,
 *                                        1-7 choose the physics, C toggles snapping to cells
 *   scrollcore_demo --headless [PHYSICS] the scripted fling below, printing "t offset" per frame
 *   scrollcore_demo --replay [PHYSICS]   the same fling drawn in a window at 60 frames a second
 *                                        of virtual time, printing the same lines, then quits
 *
 * Build (after `swift build -c release --product ScrollCoreC`, or with the installed scrollcore.pc):
 *   cc scrollcore_demo.c $(pkg-config --cflags --libs scrollcore sdl2) -o scrollcore_demo
 */
#include <SDL.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scrollcore.h"

enum { ROW_COUNT = 1000, WIDTH = 400, HEIGHT = 600, MAX_VISIBLE = 256 };

static const char *const PRESETS[] = {"uikit", "android", "flutter", "flutter-ios", "gtk", "gtk3", "qt", "chromium",
                                      "firefox", "qscroller", "compose"};

/* Row i is 44 pt, every seventh 88 pt: variable heights, as a real list has. */
static double row_height(int i) { return i % 7 == 3 ? 88 : 44; }

static sc_list *make_list(const char *physics) {
    static double heights[ROW_COUNT];
    for (int i = 0; i < ROW_COUNT; i++) heights[i] = row_height(i);
    sc_list *list = sc_list_create(heights, ROW_COUNT);
    if (!list || sc_list_set_viewport(list, HEIGHT, 0) != SC_OK || sc_list_set_physics(list, physics) != SC_OK) {
        fprintf(stderr, "scrollcore_demo: %s\n", sc_last_error());
        sc_list_destroy(list);
        return NULL;
    }
    return list;
}

/* The scripted fling: the pointer goes down at y = 500, moves up 300 pt in 0.1 s with a sample every
 * 1/60 s, and lets go; the frames then run at 60 Hz until the list rests. */
static int script_step(sc_list *list, int frame) {
    double t = frame / 60.0;
    if (frame == 0) return sc_list_pointer_down(list, 500, t);
    if (frame <= 6) return sc_list_pointer_move(list, 500 - 50.0 * frame, t);
    if (frame == 7) return sc_list_pointer_up(list, 6 / 60.0);
    return SC_OK;
}

static void draw(SDL_Renderer *renderer, const sc_list *list) {
    size_t rows[MAX_VISIBLE];
    double tops[MAX_VISIBLE];
    size_t count = sc_list_visible_rows(list, rows, tops, MAX_VISIBLE);
    if (count == SC_ERROR_SIZE) return;
    if (count > MAX_VISIBLE) count = MAX_VISIBLE;
    SDL_SetRenderDrawColor(renderer, 242, 242, 247, 255);
    SDL_RenderClear(renderer);
    for (size_t i = 0; i < count; i++) {
        int shade = rows[i] % 2 ? 255 : 235;
        SDL_Rect cell = {0, (int)tops[i], WIDTH, (int)row_height((int)rows[i])};
        SDL_SetRenderDrawColor(renderer, shade, shade, rows[i] % 10 == 0 ? 200 : shade, 255);
        SDL_RenderFillRect(renderer, &cell);
        /* The row's number as a bar: its length says where in the list it is. */
        SDL_Rect mark = {16, cell.y + cell.h / 2 - 2, (int)(rows[i] * (WIDTH - 32) / ROW_COUNT) + 4, 4};
        SDL_SetRenderDrawColor(renderer, 0, 122, 255, 255);
        SDL_RenderFillRect(renderer, &mark);
        SDL_SetRenderDrawColor(renderer, 198, 198, 200, 255);
        SDL_RenderDrawLine(renderer, 16, cell.y + cell.h - 1, WIDTH, cell.y + cell.h - 1);
    }
    SDL_RenderPresent(renderer);
}

static int run_headless(const char *physics) {
    sc_list *list = make_list(physics);
    if (!list) return 1;
    for (int frame = 0; frame < 60 * 30; frame++) {
        double t = frame / 60.0;
        if (script_step(list, frame) != SC_OK || sc_list_advance(list, t) != SC_OK) {
            fprintf(stderr, "scrollcore_demo: %s\n", sc_last_error());
            sc_list_destroy(list);
            return 1;
        }
        printf("%.17g %.17g\n", t, sc_list_offset(list));
        if (frame > 7 && sc_list_is_idle(list)) break;
    }
    sc_list_destroy(list);
    return 0;
}

static int run_window(const char *physics, int replay) {
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "scrollcore_demo: %s\n", SDL_GetError());
        return 1;
    }
    SDL_Window *window = SDL_CreateWindow("ScrollCore from C", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                          WIDTH, HEIGHT, 0);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, replay ? SDL_RENDERER_SOFTWARE : 0) : NULL;
    sc_list *list = renderer ? make_list(physics) : NULL;
    if (!list) {
        if (!renderer) fprintf(stderr, "scrollcore_demo: %s\n", SDL_GetError());
        SDL_Quit();
        return 1;
    }
    int status = 0, snapping = 0;
    Uint64 start = SDL_GetPerformanceCounter();
    for (int frame = 0, running = 1; running; frame++) {
        double now = replay ? frame / 60.0 : (double)(SDL_GetPerformanceCounter() - start) / SDL_GetPerformanceFrequency();
        SDL_Event event;
        /* Wait for input while nothing moves; poll while something does. */
        int have = replay || !sc_list_is_idle(list) ? SDL_PollEvent(&event) : SDL_WaitEvent(&event);
        for (; have; have = SDL_PollEvent(&event)) {
            if (!replay) now = (double)(SDL_GetPerformanceCounter() - start) / SDL_GetPerformanceFrequency();
            switch (event.type) {
            case SDL_QUIT: running = 0; break;
            case SDL_MOUSEBUTTONDOWN: sc_list_pointer_down(list, event.button.y, now); break;
            case SDL_MOUSEMOTION: if (event.motion.state & SDL_BUTTON_LMASK) sc_list_pointer_move(list, event.motion.y, now); break;
            case SDL_MOUSEBUTTONUP: sc_list_pointer_up(list, now); break;
            case SDL_MOUSEWHEEL: sc_list_wheel(list, -event.wheel.preciseY, now); break;
            case SDL_KEYDOWN:
                switch (event.key.keysym.sym) {
                case SDLK_ESCAPE: running = 0; break;
                case SDLK_SPACE: sc_list_fling(list, 2000, now); break;
                case SDLK_s: sc_list_stop(list, now); break;
                case SDLK_HOME: sc_list_set_offset(list, 0, 1, now); break;
                case SDLK_END: sc_list_scroll_to_row(list, ROW_COUNT - 1, "bottom", 1, now); break;
                case SDLK_c:
                    snapping = !snapping;
                    sc_list_set_snap(list, snapping ? "cells" : "off");
                    break;
                default:
                    if (event.key.keysym.sym >= SDLK_1 && event.key.keysym.sym <= SDLK_7) {
                        sc_list_set_physics(list, PRESETS[event.key.keysym.sym - SDLK_1]);
                    }
                }
                break;
            }
        }
        if (replay && script_step(list, frame) != SC_OK) status = 1;
        if (sc_list_advance(list, now) != SC_OK) {
            fprintf(stderr, "scrollcore_demo: %s\n", sc_last_error());
            status = 1;
        }
        draw(renderer, list);
        if (replay) {
            printf("%.17g %.17g\n", now, sc_list_offset(list));
            if ((frame > 7 && sc_list_is_idle(list)) || frame >= 60 * 30 || status) running = 0;
        }
    }
    sc_list_destroy(list);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return status;
}

int main(int argc, char **argv) {
    const char *mode = argc > 1 ? argv[1] : "";
    const char *physics = argc > 2 ? argv[2] : "uikit";
    if (argc > 3 || (argc > 1 && strcmp(mode, "--headless") && strcmp(mode, "--replay"))) {
        fprintf(stderr, "usage: scrollcore_demo [--headless | --replay] [PHYSICS]\n");
        return 2;
    }
    if (!strcmp(mode, "--headless")) return run_headless(physics);
    return run_window(physics, !strcmp(mode, "--replay"));
}
