import {ModuleFederation} from '@module-federation/runtime-core'; export const f=()=>new ModuleFederation({name:'x',remotes:[]});
