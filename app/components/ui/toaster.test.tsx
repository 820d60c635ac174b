// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { dismissToast, getToasts, toast } from "./toast-store";
import { Toaster } from "./toaster";

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
  cleanup();
  vi.useRealTimers();
});

describe("toaster", () => {
  it("has its live region before the first message, and shows each message with its type", () => {
    const { getByRole, container } = render(<Toaster />);
    const region = getByRole("region", { name: "Notifications" });
    expect(region.querySelector("[aria-live]")?.getAttribute("aria-live")).toBe("polite");
    expect(container.querySelectorAll("[data-toast-type]")).toHaveLength(0);
    act(() => void toast("Recipe saved!", "success"));
    const item = container.querySelector("[data-toast-type]")!;
    expect(item.textContent).toContain("Recipe saved!");
    expect(item.getAttribute("data-toast-type")).toBe("success");
    expect(item.getAttribute("role")).toBeNull();
  });

  it("raises an error as an alert", () => {
    const { getByRole } = render(<Toaster />);
    act(() => void toast("Could not save", "error"));
    expect(getByRole("alert").textContent).toContain("Could not save");
  });

  it("goes after its duration, and not before", () => {
    const { container } = render(<Toaster />);
    act(() => void toast("Added to the list", "info", 3000));
    act(() => vi.advanceTimersByTime(2900));
    expect(container.querySelectorAll("[data-toast-type]")).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(container.querySelectorAll("[data-toast-type]")).toHaveLength(0);
  });

  it("stays while the focus is on it, keeping the time it had left", () => {
    const { container, getByRole } = render(<Toaster />);
    act(() => void toast("Held", "info", 3000));
    act(() => vi.advanceTimersByTime(1000));
    const close = getByRole("button", { name: "Dismiss notification" });
    act(() => fireEvent.focus(close));
    act(() => vi.advanceTimersByTime(10_000));
    expect(container.querySelectorAll("[data-toast-type]")).toHaveLength(1);
    act(() => fireEvent.blur(close));
    act(() => vi.advanceTimersByTime(1900));
    expect(container.querySelectorAll("[data-toast-type]")).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(container.querySelectorAll("[data-toast-type]")).toHaveLength(0);
  });

  it("is dismissed by its close button or by Escape on it", () => {
    const { container, getAllByRole } = render(<Toaster />);
    act(() => {
      toast("One", "info");
      toast("Two", "warning");
    });
    act(() => fireEvent.click(getAllByRole("button", { name: "Dismiss notification" })[0]));
    expect([...container.querySelectorAll("[data-toast-type]")].map((item) => item.textContent)).toEqual(["Two"]);
    act(() => fireEvent.keyDown(getAllByRole("button", { name: "Dismiss notification" })[0], { key: "Escape" }));
    expect(container.querySelectorAll("[data-toast-type]")).toHaveLength(0);
  });
});
