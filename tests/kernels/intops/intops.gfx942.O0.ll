; ModuleID = 'intops.hip'
source_filename = "intops.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.xl_block_idx_t = type { i8 }
%struct.xl_block_dim_t = type { i8 }
%struct.xl_thread_idx_t = type { i8 }

$_ZNK14xl_block_idx_t5get_xEv = comdat any

$_ZNK14xl_block_dim_t5get_xEv = comdat any

$_ZNK15xl_thread_idx_t5get_xEv = comdat any

@blockIdx = extern_weak dso_local protected addrspace(1) global %struct.xl_block_idx_t, align 1
@blockDim = extern_weak dso_local protected addrspace(1) global %struct.xl_block_dim_t, align 1
@threadIdx = extern_weak dso_local protected addrspace(1) global %struct.xl_thread_idx_t, align 1
@__hip_cuid_cb9291cc8e943a25 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_cb9291cc8e943a25 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind optnone
define hidden noundef i32 @_Z13collatz_stepsj(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store i32 %0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %28, %1
  %9 = load i32, ptr %6, align 4
  %10 = icmp ne i32 %9, 1
  br i1 %10, label %11, label %29

11:                                               ; preds = %8
  %12 = load i32, ptr %6, align 4
  %13 = and i32 %12, 1
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %19

15:                                               ; preds = %11
  %16 = load i32, ptr %6, align 4
  %17 = mul i32 3, %16
  %18 = add i32 %17, 1
  br label %22

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = udiv i32 %20, 2
  br label %22

22:                                               ; preds = %19, %15
  %23 = phi i32 [ %18, %15 ], [ %21, %19 ]
  store i32 %23, ptr %6, align 4
  %24 = load i32, ptr %7, align 4
  %25 = add i32 %24, 1
  store i32 %25, ptr %7, align 4
  %26 = icmp eq i32 %25, 60
  br i1 %26, label %27, label %28

27:                                               ; preds = %22
  br label %29

28:                                               ; preds = %22
  br label %8, !llvm.loop !6

29:                                               ; preds = %27, %8
  %30 = load i32, ptr %7, align 4
  ret i32 %30
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @intops(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, ptr addrspace(1) noalias noundef %2, i32 noundef %3) #1 {
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca ptr, align 8, addrspace(5)
  %9 = alloca ptr, align 8, addrspace(5)
  %10 = alloca ptr, align 8, addrspace(5)
  %11 = alloca ptr, align 8, addrspace(5)
  %12 = alloca ptr, align 8, addrspace(5)
  %13 = alloca ptr, align 8, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i64, align 8, addrspace(5)
  %17 = alloca i64, align 8, addrspace(5)
  %18 = alloca ptr, align 8, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i32, align 4, addrspace(5)
  %21 = alloca i64, align 8, addrspace(5)
  %22 = alloca i64, align 8, addrspace(5)
  %23 = alloca i64, align 8, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca i32, align 4, addrspace(5)
  %27 = alloca i8, align 1, addrspace(5)
  %28 = alloca i32, align 4, addrspace(5)
  %29 = alloca [16 x i32], align 16, addrspace(5)
  %30 = alloca i32, align 4, addrspace(5)
  %31 = alloca i32, align 4, addrspace(5)
  %32 = alloca i32, align 4, addrspace(5)
  %33 = alloca i32, align 4, addrspace(5)
  %34 = addrspacecast ptr addrspace(5) %8 to ptr
  %35 = addrspacecast ptr addrspace(5) %9 to ptr
  %36 = addrspacecast ptr addrspace(5) %10 to ptr
  %37 = addrspacecast ptr addrspace(5) %11 to ptr
  %38 = addrspacecast ptr addrspace(5) %12 to ptr
  %39 = addrspacecast ptr addrspace(5) %13 to ptr
  %40 = addrspacecast ptr addrspace(5) %14 to ptr
  %41 = addrspacecast ptr addrspace(5) %15 to ptr
  %42 = addrspacecast ptr addrspace(5) %16 to ptr
  %43 = addrspacecast ptr addrspace(5) %17 to ptr
  %44 = addrspacecast ptr addrspace(5) %18 to ptr
  %45 = addrspacecast ptr addrspace(5) %19 to ptr
  %46 = addrspacecast ptr addrspace(5) %20 to ptr
  %47 = addrspacecast ptr addrspace(5) %21 to ptr
  %48 = addrspacecast ptr addrspace(5) %22 to ptr
  %49 = addrspacecast ptr addrspace(5) %23 to ptr
  %50 = addrspacecast ptr addrspace(5) %24 to ptr
  %51 = addrspacecast ptr addrspace(5) %25 to ptr
  %52 = addrspacecast ptr addrspace(5) %26 to ptr
  %53 = addrspacecast ptr addrspace(5) %27 to ptr
  %54 = addrspacecast ptr addrspace(5) %28 to ptr
  %55 = addrspacecast ptr addrspace(5) %29 to ptr
  %56 = addrspacecast ptr addrspace(5) %30 to ptr
  %57 = addrspacecast ptr addrspace(5) %31 to ptr
  %58 = addrspacecast ptr addrspace(5) %32 to ptr
  %59 = addrspacecast ptr addrspace(5) %33 to ptr
  store ptr addrspace(1) %0, ptr %34, align 8
  %60 = load ptr, ptr %34, align 8
  store ptr addrspace(1) %1, ptr %35, align 8
  %61 = load ptr, ptr %35, align 8
  store ptr addrspace(1) %2, ptr %36, align 8
  %62 = load ptr, ptr %36, align 8
  store ptr %60, ptr %37, align 8
  store ptr %61, ptr %38, align 8
  store ptr %62, ptr %39, align 8
  store i32 %3, ptr %40, align 4
  %63 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %64 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %65 = mul i32 %63, %64
  %66 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %67 = add i32 %65, %66
  store i32 %67, ptr %41, align 4
  %68 = load i32, ptr %41, align 4
  %69 = load i32, ptr %40, align 4
  %70 = icmp sge i32 %68, %69
  br i1 %70, label %71, label %72

71:                                               ; preds = %4
  br label %348

72:                                               ; preds = %4
  %73 = load ptr, ptr %37, align 8
  %74 = load i32, ptr %41, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds i64, ptr %73, i64 %75
  %77 = load i64, ptr %76, align 8
  store i64 %77, ptr %42, align 8
  %78 = load ptr, ptr %38, align 8
  %79 = load i32, ptr %41, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i64, ptr %78, i64 %80
  %82 = load i64, ptr %81, align 8
  store i64 %82, ptr %43, align 8
  %83 = load ptr, ptr %39, align 8
  %84 = load i32, ptr %41, align 4
  %85 = mul nsw i32 %84, 24
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i32, ptr %83, i64 %86
  store ptr %87, ptr %44, align 8
  %88 = load i64, ptr %42, align 8
  %89 = trunc i64 %88 to i32
  store i32 %89, ptr %45, align 4
  %90 = load i64, ptr %43, align 8
  %91 = trunc i64 %90 to i32
  store i32 %91, ptr %46, align 4
  %92 = load i64, ptr %43, align 8
  %93 = load i64, ptr %42, align 8
  %94 = and i64 %93, 31
  %95 = lshr i64 %92, %94
  %96 = or i64 %95, 1
  store i64 %96, ptr %47, align 8
  %97 = load i64, ptr %42, align 8
  store i64 %97, ptr %48, align 8
  %98 = load i64, ptr %43, align 8
  %99 = or i64 %98, 1
  %100 = load i64, ptr %42, align 8
  %101 = and i64 %100, 15
  %102 = ashr i64 %99, %101
  store i64 %102, ptr %49, align 8
  %103 = load i64, ptr %42, align 8
  %104 = load i64, ptr %47, align 8
  %105 = udiv i64 %103, %104
  %106 = trunc i64 %105 to i32
  %107 = load ptr, ptr %44, align 8
  %108 = getelementptr inbounds i32, ptr %107, i64 0
  store i32 %106, ptr %108, align 4
  %109 = load i64, ptr %42, align 8
  %110 = load i64, ptr %47, align 8
  %111 = urem i64 %109, %110
  %112 = trunc i64 %111 to i32
  %113 = load ptr, ptr %44, align 8
  %114 = getelementptr inbounds i32, ptr %113, i64 1
  store i32 %112, ptr %114, align 4
  %115 = load i64, ptr %48, align 8
  %116 = load i64, ptr %49, align 8
  %117 = sdiv i64 %115, %116
  %118 = trunc i64 %117 to i32
  %119 = load ptr, ptr %44, align 8
  %120 = getelementptr inbounds i32, ptr %119, i64 2
  store i32 %118, ptr %120, align 4
  %121 = load i64, ptr %48, align 8
  %122 = load i64, ptr %49, align 8
  %123 = srem i64 %121, %122
  %124 = trunc i64 %123 to i32
  %125 = load ptr, ptr %44, align 8
  %126 = getelementptr inbounds i32, ptr %125, i64 3
  store i32 %124, ptr %126, align 4
  %127 = load i64, ptr %42, align 8
  %128 = udiv i64 %127, 1000003
  %129 = trunc i64 %128 to i32
  %130 = load i64, ptr %48, align 8
  %131 = sdiv i64 %130, -7
  %132 = trunc i64 %131 to i32
  %133 = xor i32 %129, %132
  %134 = load ptr, ptr %44, align 8
  %135 = getelementptr inbounds i32, ptr %134, i64 4
  store i32 %133, ptr %135, align 4
  %136 = load i32, ptr %46, align 4
  %137 = lshr i32 %136, 1
  %138 = or i32 %137, 1
  store i32 %138, ptr %50, align 4
  %139 = load i32, ptr %45, align 4
  %140 = load i32, ptr %50, align 4
  %141 = udiv i32 %139, %140
  %142 = load ptr, ptr %44, align 8
  %143 = getelementptr inbounds i32, ptr %142, i64 5
  store i32 %141, ptr %143, align 4
  %144 = load i32, ptr %45, align 4
  %145 = load i32, ptr %50, align 4
  %146 = srem i32 %144, %145
  %147 = load ptr, ptr %44, align 8
  %148 = getelementptr inbounds i32, ptr %147, i64 6
  store i32 %146, ptr %148, align 4
  %149 = load i64, ptr %42, align 8
  %150 = call i64 @llvm.ctpop.i64(i64 %149)
  %151 = trunc i64 %150 to i32
  %152 = load ptr, ptr %44, align 8
  %153 = getelementptr inbounds i32, ptr %152, i64 7
  store i32 %151, ptr %153, align 4
  %154 = load i64, ptr %42, align 8
  %155 = or i64 %154, 1
  %156 = call i64 @llvm.ctlz.i64(i64 %155, i1 true)
  %157 = trunc i64 %156 to i32
  %158 = load i32, ptr %46, align 4
  %159 = or i32 %158, 1
  %160 = call i32 @llvm.ctlz.i32(i32 %159, i1 true)
  %161 = mul nsw i32 64, %160
  %162 = add nsw i32 %157, %161
  %163 = load ptr, ptr %44, align 8
  %164 = getelementptr inbounds i32, ptr %163, i64 8
  store i32 %162, ptr %164, align 4
  %165 = load i32, ptr %45, align 4
  %166 = or i32 %165, -2147483648
  %167 = call i32 @llvm.cttz.i32(i32 %166, i1 true)
  %168 = load ptr, ptr %44, align 8
  %169 = getelementptr inbounds i32, ptr %168, i64 9
  store i32 %167, ptr %169, align 4
  %170 = load i32, ptr %45, align 4
  %171 = call i32 @llvm.bitreverse.i32(i32 %170)
  %172 = load ptr, ptr %44, align 8
  %173 = getelementptr inbounds i32, ptr %172, i64 10
  store i32 %171, ptr %173, align 4
  %174 = load i32, ptr %46, align 4
  %175 = call i32 @llvm.bswap.i32(i32 %174)
  %176 = load ptr, ptr %44, align 8
  %177 = getelementptr inbounds i32, ptr %176, i64 11
  store i32 %175, ptr %177, align 4
  %178 = load i64, ptr %42, align 8
  %179 = call i64 @llvm.bswap.i64(i64 %178)
  %180 = lshr i64 %179, 16
  %181 = trunc i64 %180 to i32
  %182 = load ptr, ptr %44, align 8
  %183 = getelementptr inbounds i32, ptr %182, i64 12
  store i32 %181, ptr %183, align 4
  %184 = load i32, ptr %46, align 4
  %185 = and i32 %184, 31
  store i32 %185, ptr %51, align 4
  %186 = load i32, ptr %45, align 4
  %187 = load i32, ptr %51, align 4
  %188 = shl i32 %186, %187
  %189 = load i32, ptr %45, align 4
  %190 = load i32, ptr %51, align 4
  %191 = sub i32 32, %190
  %192 = and i32 %191, 31
  %193 = lshr i32 %189, %192
  %194 = or i32 %188, %193
  %195 = load ptr, ptr %44, align 8
  %196 = getelementptr inbounds i32, ptr %195, i64 13
  store i32 %194, ptr %196, align 4
  %197 = load i64, ptr %42, align 8
  %198 = load i64, ptr %43, align 8
  %199 = and i64 %198, 63
  %200 = call i64 @llvm.fshr.i64(i64 %197, i64 %197, i64 %199)
  %201 = lshr i64 %200, 7
  %202 = trunc i64 %201 to i32
  %203 = load ptr, ptr %44, align 8
  %204 = getelementptr inbounds i32, ptr %203, i64 14
  store i32 %202, ptr %204, align 4
  %205 = load i32, ptr %45, align 4
  %206 = load i32, ptr %46, align 4
  %207 = call noundef i32 @_ZL8classifyjj(i32 noundef %205, i32 noundef %206) #4
  %208 = load ptr, ptr %44, align 8
  %209 = getelementptr inbounds i32, ptr %208, i64 15
  store i32 %207, ptr %209, align 4
  %210 = load i32, ptr %45, align 4
  %211 = and i32 %210, 65535
  %212 = or i32 %211, 1
  %213 = call noundef i32 @_Z13collatz_stepsj(i32 noundef %212) #4
  %214 = load ptr, ptr %44, align 8
  %215 = getelementptr inbounds i32, ptr %214, i64 16
  store i32 %213, ptr %215, align 4
  %216 = load i32, ptr %45, align 4
  %217 = call noundef i32 @_ZL9grid_walkj(i32 noundef %216) #4
  %218 = load ptr, ptr %44, align 8
  %219 = getelementptr inbounds i32, ptr %218, i64 17
  store i32 %217, ptr %219, align 4
  %220 = load i32, ptr %45, align 4
  %221 = load i32, ptr %46, align 4
  %222 = addrspacecast ptr addrspace(5) %5 to ptr
  %223 = addrspacecast ptr addrspace(5) %6 to ptr
  %224 = addrspacecast ptr addrspace(5) %7 to ptr
  store i32 %220, ptr %223, align 4
  store i32 %221, ptr %224, align 4
  %225 = load i32, ptr %223, align 4
  %226 = zext i32 %225 to i64
  %227 = load i32, ptr %224, align 4
  %228 = zext i32 %227 to i64
  %229 = mul i64 %226, %228
  %230 = lshr i64 %229, 32
  %231 = trunc i64 %230 to i32
  %232 = load ptr, ptr %44, align 8
  %233 = getelementptr inbounds i32, ptr %232, i64 18
  store i32 %231, ptr %233, align 4
  %234 = load i32, ptr %45, align 4
  %235 = load i32, ptr %46, align 4
  %236 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %234, i32 %235)
  %237 = extractvalue { i32, i1 } %236, 1
  %238 = extractvalue { i32, i1 } %236, 0
  store i32 %238, ptr %52, align 4
  %239 = zext i1 %237 to i8
  store i8 %239, ptr %53, align 1
  %240 = load i32, ptr %52, align 4
  %241 = load i8, ptr %53, align 1
  %242 = trunc i8 %241 to i1
  %243 = zext i1 %242 to i64
  %244 = select i1 %242, i32 -2147483648, i32 0
  %245 = xor i32 %240, %244
  %246 = load ptr, ptr %44, align 8
  %247 = getelementptr inbounds i32, ptr %246, i64 19
  store i32 %245, ptr %247, align 4
  %248 = load i32, ptr %45, align 4
  %249 = load i32, ptr %46, align 4
  %250 = icmp slt i32 %248, %249
  br i1 %250, label %251, label %253

251:                                              ; preds = %72
  %252 = load i32, ptr %45, align 4
  br label %255

253:                                              ; preds = %72
  %254 = load i32, ptr %46, align 4
  br label %255

255:                                              ; preds = %253, %251
  %256 = phi i32 [ %252, %251 ], [ %254, %253 ]
  store i32 %256, ptr %54, align 4
  %257 = load i32, ptr %54, align 4
  %258 = icmp slt i32 %257, 0
  br i1 %258, label %259, label %262

259:                                              ; preds = %255
  %260 = load i32, ptr %54, align 4
  %261 = sub nsw i32 0, %260
  br label %264

262:                                              ; preds = %255
  %263 = load i32, ptr %54, align 4
  br label %264

264:                                              ; preds = %262, %259
  %265 = phi i32 [ %261, %259 ], [ %263, %262 ]
  %266 = load ptr, ptr %44, align 8
  %267 = getelementptr inbounds i32, ptr %266, i64 20
  store i32 %265, ptr %267, align 4
  %268 = load i32, ptr %45, align 4
  %269 = load i32, ptr %46, align 4
  %270 = icmp ugt i32 %268, %269
  br i1 %270, label %271, label %275

271:                                              ; preds = %264
  %272 = load i32, ptr %45, align 4
  %273 = load i32, ptr %46, align 4
  %274 = sub i32 %272, %273
  br label %279

275:                                              ; preds = %264
  %276 = load i32, ptr %46, align 4
  %277 = load i32, ptr %45, align 4
  %278 = sub i32 %276, %277
  br label %279

279:                                              ; preds = %275, %271
  %280 = phi i32 [ %274, %271 ], [ %278, %275 ]
  %281 = load ptr, ptr %44, align 8
  %282 = getelementptr inbounds i32, ptr %281, i64 21
  store i32 %280, ptr %282, align 4
  %283 = load i64, ptr %42, align 8
  %284 = load i64, ptr %43, align 8
  %285 = and i64 %284, 63
  %286 = ashr i64 %283, %285
  %287 = trunc i64 %286 to i32
  %288 = load i64, ptr %42, align 8
  %289 = load i64, ptr %43, align 8
  %290 = mul i64 %288, %289
  %291 = lshr i64 %290, 40
  %292 = trunc i64 %291 to i32
  %293 = add i32 %287, %292
  %294 = load ptr, ptr %44, align 8
  %295 = getelementptr inbounds i32, ptr %294, i64 22
  store i32 %293, ptr %295, align 4
  store i32 0, ptr %56, align 4
  br label %296

296:                                              ; preds = %310, %279
  %297 = load i32, ptr %56, align 4
  %298 = icmp slt i32 %297, 16
  br i1 %298, label %299, label %313

299:                                              ; preds = %296
  %300 = load i32, ptr %45, align 4
  %301 = load i32, ptr %56, align 4
  %302 = mul i32 %300, %301
  %303 = load i32, ptr %46, align 4
  %304 = load i32, ptr %56, align 4
  %305 = lshr i32 %303, %304
  %306 = add i32 %302, %305
  %307 = load i32, ptr %56, align 4
  %308 = sext i32 %307 to i64
  %309 = getelementptr inbounds [16 x i32], ptr %55, i64 0, i64 %308
  store i32 %306, ptr %309, align 4
  br label %310

310:                                              ; preds = %299
  %311 = load i32, ptr %56, align 4
  %312 = add nsw i32 %311, 1
  store i32 %312, ptr %56, align 4
  br label %296, !llvm.loop !8

313:                                              ; preds = %296
  store i32 0, ptr %57, align 4
  store i32 0, ptr %58, align 4
  store i32 0, ptr %59, align 4
  br label %314

314:                                              ; preds = %339, %313
  %315 = load i32, ptr %59, align 4
  %316 = icmp slt i32 %315, 16
  br i1 %316, label %317, label %342

317:                                              ; preds = %314
  %318 = load i32, ptr %59, align 4
  %319 = sext i32 %318 to i64
  %320 = getelementptr inbounds [16 x i32], ptr %55, i64 0, i64 %319
  %321 = load i32, ptr %320, align 4
  %322 = load i32, ptr %57, align 4
  %323 = add i32 %322, %321
  store i32 %323, ptr %57, align 4
  %324 = load i32, ptr %59, align 4
  %325 = sext i32 %324 to i64
  %326 = getelementptr inbounds [16 x i32], ptr %55, i64 0, i64 %325
  %327 = load i32, ptr %326, align 4
  %328 = load i32, ptr %58, align 4
  %329 = icmp ugt i32 %327, %328
  br i1 %329, label %330, label %335

330:                                              ; preds = %317
  %331 = load i32, ptr %59, align 4
  %332 = sext i32 %331 to i64
  %333 = getelementptr inbounds [16 x i32], ptr %55, i64 0, i64 %332
  %334 = load i32, ptr %333, align 4
  br label %337

335:                                              ; preds = %317
  %336 = load i32, ptr %58, align 4
  br label %337

337:                                              ; preds = %335, %330
  %338 = phi i32 [ %334, %330 ], [ %336, %335 ]
  store i32 %338, ptr %58, align 4
  br label %339

339:                                              ; preds = %337
  %340 = load i32, ptr %59, align 4
  %341 = add nsw i32 %340, 1
  store i32 %341, ptr %59, align 4
  br label %314, !llvm.loop !9

342:                                              ; preds = %314
  %343 = load i32, ptr %57, align 4
  %344 = load i32, ptr %58, align 4
  %345 = xor i32 %343, %344
  %346 = load ptr, ptr %44, align 8
  %347 = getelementptr inbounds i32, ptr %346, i64 23
  store i32 %345, ptr %347, align 4
  br label %348

348:                                              ; preds = %342, %71
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call i32 @llvm.amdgcn.workgroup.id.x()
  ret i32 %7
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr i8, ptr addrspace(4) %7, i32 12
  %9 = load i16, ptr addrspace(4) %8, align 2, !range !10, !invariant.load !11, !noundef !11
  %10 = zext i16 %9 to i32
  ret i32 %10
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %7
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshr.i64(i64, i64, i64) #2

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL8classifyjj(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %0, ptr %7, align 4
  store i32 %1, ptr %8, align 4
  %9 = load i32, ptr %7, align 4
  %10 = and i32 %9, 7
  switch i32 %10, label %27 [
    i32 0, label %11
    i32 1, label %15
    i32 2, label %18
    i32 3, label %18
    i32 5, label %21
    i32 6, label %24
  ]

11:                                               ; preds = %2
  %12 = load i32, ptr %7, align 4
  %13 = load i32, ptr %8, align 4
  %14 = xor i32 %12, %13
  store i32 %14, ptr %6, align 4
  br label %28

15:                                               ; preds = %2
  %16 = load i32, ptr %7, align 4
  %17 = add i32 %16, 17
  store i32 %17, ptr %6, align 4
  br label %28

18:                                               ; preds = %2, %2
  %19 = load i32, ptr %8, align 4
  %20 = mul i32 %19, 3
  store i32 %20, ptr %6, align 4
  br label %28

21:                                               ; preds = %2
  %22 = load i32, ptr %7, align 4
  %23 = lshr i32 %22, 3
  store i32 %23, ptr %6, align 4
  br label %28

24:                                               ; preds = %2
  %25 = load i32, ptr %8, align 4
  %26 = xor i32 %25, -1
  store i32 %26, ptr %6, align 4
  br label %28

27:                                               ; preds = %2
  store i32 4660, ptr %6, align 4
  br label %28

28:                                               ; preds = %27, %24, %21, %18, %15, %11
  %29 = load i32, ptr %6, align 4
  ret i32 %29
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9grid_walkj(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %2 to ptr
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  %10 = addrspacecast ptr addrspace(5) %5 to ptr
  %11 = addrspacecast ptr addrspace(5) %6 to ptr
  store i32 %0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %12

12:                                               ; preds = %51, %1
  %13 = load i32, ptr %10, align 4
  %14 = icmp ult i32 %13, 8
  br i1 %14, label %15, label %54

15:                                               ; preds = %12
  store i32 0, ptr %11, align 4
  br label %16

16:                                               ; preds = %43, %15
  %17 = load i32, ptr %11, align 4
  %18 = icmp ult i32 %17, 8
  br i1 %18, label %19, label %46

19:                                               ; preds = %16
  %20 = load i32, ptr %10, align 4
  %21 = load i32, ptr %11, align 4
  %22 = mul i32 %20, %21
  %23 = load i32, ptr %8, align 4
  %24 = xor i32 %22, %23
  %25 = and i32 %24, 1
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %28

27:                                               ; preds = %19
  br label %43

28:                                               ; preds = %19
  %29 = load i32, ptr %11, align 4
  %30 = load i32, ptr %8, align 4
  %31 = load i32, ptr %10, align 4
  %32 = lshr i32 %30, %31
  %33 = and i32 %32, 7
  %34 = icmp ugt i32 %29, %33
  br i1 %34, label %35, label %36

35:                                               ; preds = %28
  br label %46

36:                                               ; preds = %28
  %37 = load i32, ptr %10, align 4
  %38 = mul i32 %37, 8
  %39 = load i32, ptr %11, align 4
  %40 = add i32 %38, %39
  %41 = load i32, ptr %9, align 4
  %42 = add i32 %41, %40
  store i32 %42, ptr %9, align 4
  br label %43

43:                                               ; preds = %36, %27
  %44 = load i32, ptr %11, align 4
  %45 = add i32 %44, 1
  store i32 %45, ptr %11, align 4
  br label %16, !llvm.loop !12

46:                                               ; preds = %35, %16
  %47 = load i32, ptr %9, align 4
  %48 = icmp ugt i32 %47, 600
  br i1 %48, label %49, label %50

49:                                               ; preds = %46
  br label %54

50:                                               ; preds = %46
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %10, align 4
  %53 = add i32 %52, 1
  store i32 %53, ptr %10, align 4
  br label %12, !llvm.loop !13

54:                                               ; preds = %49, %12
  %55 = load i32, ptr %9, align 4
  ret i32 %55
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"="+16-bit-insts,+atomic-buffer-global-pk-add-f16-insts,+atomic-ds-pk-add-16-insts,+atomic-fadd-rtn-insts,+atomic-flat-pk-add-16-insts,+atomic-fmin-fmax-global-f64,+atomic-global-pk-add-bf16-inst,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot1-insts,+dot10-insts,+dot2-insts,+dot3-insts,+dot4-insts,+dot5-insts,+dot6-insts,+dot7-insts,+dpp,+fp8-conversion-insts,+fp8-insts,+gfx8-insts,+gfx9-insts,+gfx90a-insts,+gfx940-insts,+lerp-inst,+mai-insts,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64,+xf32-insts" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = !{i16 1, i16 1025}
!11 = !{}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
