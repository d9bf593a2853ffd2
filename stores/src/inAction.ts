import { action } from 'mobx';

/**
 * Runs `change` as one MobX action named `name` (`AccountStore.loadUser`), the name MobX's
 * devtools and spy show. Every state change after an await goes through here, never through
 * an anonymous `runInAction`.
 */
export const inAction = <T>(name: string, change: () => T): T => action(name, change)();
