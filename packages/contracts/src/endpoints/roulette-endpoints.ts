import type { ApiEndpoint } from "../api-endpoints.js";
import {
  rouletteApplyResultSchema,
  rouletteDetailSchema,
  rouletteIdParamSchema,
  rouletteListQuerySchema,
  rouletteListSchema,
  rouletteValidateSchema,
} from "../roulette.js";

/** 룰렛 이벤트 (SPEC §7 Display and events; decision 047); spread into apiEndpoints. */
export const rouletteEndpoints = {
  rouletteList: {
    method: "GET",
    path: "/roulette",
    querystring: rouletteListQuerySchema,
    response: rouletteListSchema,
  },
  rouletteDetail: {
    method: "GET",
    path: "/roulette/:id",
    params: rouletteIdParamSchema,
    response: rouletteDetailSchema,
  },
  rouletteValidateApply: {
    method: "GET",
    path: "/roulette/:id/validate-apply",
    params: rouletteIdParamSchema,
    response: rouletteValidateSchema,
  },
  rouletteApply: {
    method: "POST",
    path: "/roulette/:id/apply",
    params: rouletteIdParamSchema,
    response: rouletteApplyResultSchema,
  },
} as const satisfies Record<string, ApiEndpoint>;
