// Shown while the first page of a browser-rendered visit loads (the router's HydrateFallback).
import { Loader } from '@mantine/core';
import { BrandMark } from './brand-mark';
import classes from './app-loading.module.css';

export function AppLoading() {
  return (
    <div className={classes.wrap} role="status" aria-live="polite">
      <BrandMark />
      <Loader size="sm" aria-hidden="true" />
      <span className={classes.hidden}>Loading</span>
    </div>
  );
}
