; ModuleID = 'intops.cu'
source_filename = "intops.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.xl_block_idx_t = type { i8 }
%struct.xl_block_dim_t = type { i8 }
%struct.xl_thread_idx_t = type { i8 }

$_ZNK14xl_block_idx_t5get_xEv = comdat any

$_ZNK14xl_block_dim_t5get_xEv = comdat any

$_ZNK15xl_thread_idx_t5get_xEv = comdat any

@blockIdx = extern_weak dso_local addrspace(1) global %struct.xl_block_idx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.xl_block_dim_t, align 1
@threadIdx = extern_weak dso_local addrspace(1) global %struct.xl_thread_idx_t, align 1

; Function Attrs: convergent mustprogress noinline nounwind optnone
define dso_local noundef i32 @_Z13collatz_stepsj(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %24, %1
  %5 = load i32, ptr %2, align 4
  %6 = icmp ne i32 %5, 1
  br i1 %6, label %7, label %25

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4
  %9 = and i32 %8, 1
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %7
  %12 = load i32, ptr %2, align 4
  %13 = mul i32 3, %12
  %14 = add i32 %13, 1
  br label %18

15:                                               ; preds = %7
  %16 = load i32, ptr %2, align 4
  %17 = udiv i32 %16, 2
  br label %18

18:                                               ; preds = %15, %11
  %19 = phi i32 [ %14, %11 ], [ %17, %15 ]
  store i32 %19, ptr %2, align 4
  %20 = load i32, ptr %3, align 4
  %21 = add i32 %20, 1
  store i32 %21, ptr %3, align 4
  %22 = icmp eq i32 %21, 60
  br i1 %22, label %23, label %24

23:                                               ; preds = %18
  br label %25

24:                                               ; preds = %18
  br label %4, !llvm.loop !4

25:                                               ; preds = %23, %4
  %26 = load i32, ptr %3, align 4
  ret i32 %26
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @intops(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, i32 noundef %3) #1 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i8, align 1
  %24 = alloca i32, align 4
  %25 = alloca [16 x i32], align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i32 %3, ptr %10, align 4
  %30 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #4
  %31 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #4
  %32 = mul i32 %30, %31
  %33 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #4
  %34 = add i32 %32, %33
  store i32 %34, ptr %11, align 4
  %35 = load i32, ptr %11, align 4
  %36 = load i32, ptr %10, align 4
  %37 = icmp sge i32 %35, %36
  br i1 %37, label %38, label %39

38:                                               ; preds = %4
  br label %308

39:                                               ; preds = %4
  %40 = load ptr, ptr %7, align 8
  %41 = load i32, ptr %11, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i64, ptr %40, i64 %42
  %44 = load i64, ptr %43, align 8
  store i64 %44, ptr %12, align 8
  %45 = load ptr, ptr %8, align 8
  %46 = load i32, ptr %11, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i64, ptr %45, i64 %47
  %49 = load i64, ptr %48, align 8
  store i64 %49, ptr %13, align 8
  %50 = load ptr, ptr %9, align 8
  %51 = load i32, ptr %11, align 4
  %52 = mul nsw i32 %51, 24
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %50, i64 %53
  store ptr %54, ptr %14, align 8
  %55 = load i64, ptr %12, align 8
  %56 = trunc i64 %55 to i32
  store i32 %56, ptr %15, align 4
  %57 = load i64, ptr %13, align 8
  %58 = trunc i64 %57 to i32
  store i32 %58, ptr %16, align 4
  %59 = load i64, ptr %13, align 8
  %60 = load i64, ptr %12, align 8
  %61 = and i64 %60, 31
  %62 = lshr i64 %59, %61
  %63 = or i64 %62, 1
  store i64 %63, ptr %17, align 8
  %64 = load i64, ptr %12, align 8
  store i64 %64, ptr %18, align 8
  %65 = load i64, ptr %13, align 8
  %66 = or i64 %65, 1
  %67 = load i64, ptr %12, align 8
  %68 = and i64 %67, 15
  %69 = ashr i64 %66, %68
  store i64 %69, ptr %19, align 8
  %70 = load i64, ptr %12, align 8
  %71 = load i64, ptr %17, align 8
  %72 = udiv i64 %70, %71
  %73 = trunc i64 %72 to i32
  %74 = load ptr, ptr %14, align 8
  %75 = getelementptr inbounds i32, ptr %74, i64 0
  store i32 %73, ptr %75, align 4
  %76 = load i64, ptr %12, align 8
  %77 = load i64, ptr %17, align 8
  %78 = urem i64 %76, %77
  %79 = trunc i64 %78 to i32
  %80 = load ptr, ptr %14, align 8
  %81 = getelementptr inbounds i32, ptr %80, i64 1
  store i32 %79, ptr %81, align 4
  %82 = load i64, ptr %18, align 8
  %83 = load i64, ptr %19, align 8
  %84 = sdiv i64 %82, %83
  %85 = trunc i64 %84 to i32
  %86 = load ptr, ptr %14, align 8
  %87 = getelementptr inbounds i32, ptr %86, i64 2
  store i32 %85, ptr %87, align 4
  %88 = load i64, ptr %18, align 8
  %89 = load i64, ptr %19, align 8
  %90 = srem i64 %88, %89
  %91 = trunc i64 %90 to i32
  %92 = load ptr, ptr %14, align 8
  %93 = getelementptr inbounds i32, ptr %92, i64 3
  store i32 %91, ptr %93, align 4
  %94 = load i64, ptr %12, align 8
  %95 = udiv i64 %94, 1000003
  %96 = trunc i64 %95 to i32
  %97 = load i64, ptr %18, align 8
  %98 = sdiv i64 %97, -7
  %99 = trunc i64 %98 to i32
  %100 = xor i32 %96, %99
  %101 = load ptr, ptr %14, align 8
  %102 = getelementptr inbounds i32, ptr %101, i64 4
  store i32 %100, ptr %102, align 4
  %103 = load i32, ptr %16, align 4
  %104 = lshr i32 %103, 1
  %105 = or i32 %104, 1
  store i32 %105, ptr %20, align 4
  %106 = load i32, ptr %15, align 4
  %107 = load i32, ptr %20, align 4
  %108 = udiv i32 %106, %107
  %109 = load ptr, ptr %14, align 8
  %110 = getelementptr inbounds i32, ptr %109, i64 5
  store i32 %108, ptr %110, align 4
  %111 = load i32, ptr %15, align 4
  %112 = load i32, ptr %20, align 4
  %113 = srem i32 %111, %112
  %114 = load ptr, ptr %14, align 8
  %115 = getelementptr inbounds i32, ptr %114, i64 6
  store i32 %113, ptr %115, align 4
  %116 = load i64, ptr %12, align 8
  %117 = call i64 @llvm.ctpop.i64(i64 %116)
  %118 = trunc i64 %117 to i32
  %119 = load ptr, ptr %14, align 8
  %120 = getelementptr inbounds i32, ptr %119, i64 7
  store i32 %118, ptr %120, align 4
  %121 = load i64, ptr %12, align 8
  %122 = or i64 %121, 1
  %123 = call i64 @llvm.ctlz.i64(i64 %122, i1 true)
  %124 = trunc i64 %123 to i32
  %125 = load i32, ptr %16, align 4
  %126 = or i32 %125, 1
  %127 = call i32 @llvm.ctlz.i32(i32 %126, i1 true)
  %128 = mul nsw i32 64, %127
  %129 = add nsw i32 %124, %128
  %130 = load ptr, ptr %14, align 8
  %131 = getelementptr inbounds i32, ptr %130, i64 8
  store i32 %129, ptr %131, align 4
  %132 = load i32, ptr %15, align 4
  %133 = or i32 %132, -2147483648
  %134 = call i32 @llvm.cttz.i32(i32 %133, i1 true)
  %135 = load ptr, ptr %14, align 8
  %136 = getelementptr inbounds i32, ptr %135, i64 9
  store i32 %134, ptr %136, align 4
  %137 = load i32, ptr %15, align 4
  %138 = call i32 @llvm.bitreverse.i32(i32 %137)
  %139 = load ptr, ptr %14, align 8
  %140 = getelementptr inbounds i32, ptr %139, i64 10
  store i32 %138, ptr %140, align 4
  %141 = load i32, ptr %16, align 4
  %142 = call i32 @llvm.bswap.i32(i32 %141)
  %143 = load ptr, ptr %14, align 8
  %144 = getelementptr inbounds i32, ptr %143, i64 11
  store i32 %142, ptr %144, align 4
  %145 = load i64, ptr %12, align 8
  %146 = call i64 @llvm.bswap.i64(i64 %145)
  %147 = lshr i64 %146, 16
  %148 = trunc i64 %147 to i32
  %149 = load ptr, ptr %14, align 8
  %150 = getelementptr inbounds i32, ptr %149, i64 12
  store i32 %148, ptr %150, align 4
  %151 = load i32, ptr %16, align 4
  %152 = and i32 %151, 31
  store i32 %152, ptr %21, align 4
  %153 = load i32, ptr %15, align 4
  %154 = load i32, ptr %21, align 4
  %155 = shl i32 %153, %154
  %156 = load i32, ptr %15, align 4
  %157 = load i32, ptr %21, align 4
  %158 = sub i32 32, %157
  %159 = and i32 %158, 31
  %160 = lshr i32 %156, %159
  %161 = or i32 %155, %160
  %162 = load ptr, ptr %14, align 8
  %163 = getelementptr inbounds i32, ptr %162, i64 13
  store i32 %161, ptr %163, align 4
  %164 = load i64, ptr %12, align 8
  %165 = load i64, ptr %13, align 8
  %166 = and i64 %165, 63
  %167 = call i64 @llvm.fshr.i64(i64 %164, i64 %164, i64 %166)
  %168 = lshr i64 %167, 7
  %169 = trunc i64 %168 to i32
  %170 = load ptr, ptr %14, align 8
  %171 = getelementptr inbounds i32, ptr %170, i64 14
  store i32 %169, ptr %171, align 4
  %172 = load i32, ptr %15, align 4
  %173 = load i32, ptr %16, align 4
  %174 = call noundef i32 @_ZL8classifyjj(i32 noundef %172, i32 noundef %173) #4
  %175 = load ptr, ptr %14, align 8
  %176 = getelementptr inbounds i32, ptr %175, i64 15
  store i32 %174, ptr %176, align 4
  %177 = load i32, ptr %15, align 4
  %178 = and i32 %177, 65535
  %179 = or i32 %178, 1
  %180 = call noundef i32 @_Z13collatz_stepsj(i32 noundef %179) #4
  %181 = load ptr, ptr %14, align 8
  %182 = getelementptr inbounds i32, ptr %181, i64 16
  store i32 %180, ptr %182, align 4
  %183 = load i32, ptr %15, align 4
  %184 = call noundef i32 @_ZL9grid_walkj(i32 noundef %183) #4
  %185 = load ptr, ptr %14, align 8
  %186 = getelementptr inbounds i32, ptr %185, i64 17
  store i32 %184, ptr %186, align 4
  %187 = load i32, ptr %15, align 4
  %188 = load i32, ptr %16, align 4
  store i32 %187, ptr %5, align 4
  store i32 %188, ptr %6, align 4
  %189 = load i32, ptr %5, align 4
  %190 = load i32, ptr %6, align 4
  %191 = call noundef i32 @llvm.nvvm.mulhi.ui(i32 %189, i32 %190)
  %192 = load ptr, ptr %14, align 8
  %193 = getelementptr inbounds i32, ptr %192, i64 18
  store i32 %191, ptr %193, align 4
  %194 = load i32, ptr %15, align 4
  %195 = load i32, ptr %16, align 4
  %196 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %194, i32 %195)
  %197 = extractvalue { i32, i1 } %196, 1
  %198 = extractvalue { i32, i1 } %196, 0
  store i32 %198, ptr %22, align 4
  %199 = zext i1 %197 to i8
  store i8 %199, ptr %23, align 1
  %200 = load i32, ptr %22, align 4
  %201 = load i8, ptr %23, align 1
  %202 = trunc i8 %201 to i1
  %203 = zext i1 %202 to i64
  %204 = select i1 %202, i32 -2147483648, i32 0
  %205 = xor i32 %200, %204
  %206 = load ptr, ptr %14, align 8
  %207 = getelementptr inbounds i32, ptr %206, i64 19
  store i32 %205, ptr %207, align 4
  %208 = load i32, ptr %15, align 4
  %209 = load i32, ptr %16, align 4
  %210 = icmp slt i32 %208, %209
  br i1 %210, label %211, label %213

211:                                              ; preds = %39
  %212 = load i32, ptr %15, align 4
  br label %215

213:                                              ; preds = %39
  %214 = load i32, ptr %16, align 4
  br label %215

215:                                              ; preds = %213, %211
  %216 = phi i32 [ %212, %211 ], [ %214, %213 ]
  store i32 %216, ptr %24, align 4
  %217 = load i32, ptr %24, align 4
  %218 = icmp slt i32 %217, 0
  br i1 %218, label %219, label %222

219:                                              ; preds = %215
  %220 = load i32, ptr %24, align 4
  %221 = sub nsw i32 0, %220
  br label %224

222:                                              ; preds = %215
  %223 = load i32, ptr %24, align 4
  br label %224

224:                                              ; preds = %222, %219
  %225 = phi i32 [ %221, %219 ], [ %223, %222 ]
  %226 = load ptr, ptr %14, align 8
  %227 = getelementptr inbounds i32, ptr %226, i64 20
  store i32 %225, ptr %227, align 4
  %228 = load i32, ptr %15, align 4
  %229 = load i32, ptr %16, align 4
  %230 = icmp ugt i32 %228, %229
  br i1 %230, label %231, label %235

231:                                              ; preds = %224
  %232 = load i32, ptr %15, align 4
  %233 = load i32, ptr %16, align 4
  %234 = sub i32 %232, %233
  br label %239

235:                                              ; preds = %224
  %236 = load i32, ptr %16, align 4
  %237 = load i32, ptr %15, align 4
  %238 = sub i32 %236, %237
  br label %239

239:                                              ; preds = %235, %231
  %240 = phi i32 [ %234, %231 ], [ %238, %235 ]
  %241 = load ptr, ptr %14, align 8
  %242 = getelementptr inbounds i32, ptr %241, i64 21
  store i32 %240, ptr %242, align 4
  %243 = load i64, ptr %12, align 8
  %244 = load i64, ptr %13, align 8
  %245 = and i64 %244, 63
  %246 = ashr i64 %243, %245
  %247 = trunc i64 %246 to i32
  %248 = load i64, ptr %12, align 8
  %249 = load i64, ptr %13, align 8
  %250 = mul i64 %248, %249
  %251 = lshr i64 %250, 40
  %252 = trunc i64 %251 to i32
  %253 = add i32 %247, %252
  %254 = load ptr, ptr %14, align 8
  %255 = getelementptr inbounds i32, ptr %254, i64 22
  store i32 %253, ptr %255, align 4
  store i32 0, ptr %26, align 4
  br label %256

256:                                              ; preds = %270, %239
  %257 = load i32, ptr %26, align 4
  %258 = icmp slt i32 %257, 16
  br i1 %258, label %259, label %273

259:                                              ; preds = %256
  %260 = load i32, ptr %15, align 4
  %261 = load i32, ptr %26, align 4
  %262 = mul i32 %260, %261
  %263 = load i32, ptr %16, align 4
  %264 = load i32, ptr %26, align 4
  %265 = lshr i32 %263, %264
  %266 = add i32 %262, %265
  %267 = load i32, ptr %26, align 4
  %268 = sext i32 %267 to i64
  %269 = getelementptr inbounds [16 x i32], ptr %25, i64 0, i64 %268
  store i32 %266, ptr %269, align 4
  br label %270

270:                                              ; preds = %259
  %271 = load i32, ptr %26, align 4
  %272 = add nsw i32 %271, 1
  store i32 %272, ptr %26, align 4
  br label %256, !llvm.loop !6

273:                                              ; preds = %256
  store i32 0, ptr %27, align 4
  store i32 0, ptr %28, align 4
  store i32 0, ptr %29, align 4
  br label %274

274:                                              ; preds = %299, %273
  %275 = load i32, ptr %29, align 4
  %276 = icmp slt i32 %275, 16
  br i1 %276, label %277, label %302

277:                                              ; preds = %274
  %278 = load i32, ptr %29, align 4
  %279 = sext i32 %278 to i64
  %280 = getelementptr inbounds [16 x i32], ptr %25, i64 0, i64 %279
  %281 = load i32, ptr %280, align 4
  %282 = load i32, ptr %27, align 4
  %283 = add i32 %282, %281
  store i32 %283, ptr %27, align 4
  %284 = load i32, ptr %29, align 4
  %285 = sext i32 %284 to i64
  %286 = getelementptr inbounds [16 x i32], ptr %25, i64 0, i64 %285
  %287 = load i32, ptr %286, align 4
  %288 = load i32, ptr %28, align 4
  %289 = icmp ugt i32 %287, %288
  br i1 %289, label %290, label %295

290:                                              ; preds = %277
  %291 = load i32, ptr %29, align 4
  %292 = sext i32 %291 to i64
  %293 = getelementptr inbounds [16 x i32], ptr %25, i64 0, i64 %292
  %294 = load i32, ptr %293, align 4
  br label %297

295:                                              ; preds = %277
  %296 = load i32, ptr %28, align 4
  br label %297

297:                                              ; preds = %295, %290
  %298 = phi i32 [ %294, %290 ], [ %296, %295 ]
  store i32 %298, ptr %28, align 4
  br label %299

299:                                              ; preds = %297
  %300 = load i32, ptr %29, align 4
  %301 = add nsw i32 %300, 1
  store i32 %301, ptr %29, align 4
  br label %274, !llvm.loop !7

302:                                              ; preds = %274
  %303 = load i32, ptr %27, align 4
  %304 = load i32, ptr %28, align 4
  %305 = xor i32 %303, %304
  %306 = load ptr, ptr %14, align 8
  %307 = getelementptr inbounds i32, ptr %306, i64 23
  store i32 %305, ptr %307, align 4
  br label %308

308:                                              ; preds = %302, %38
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #0 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %4
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
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %6, 7
  switch i32 %7, label %24 [
    i32 0, label %8
    i32 1, label %12
    i32 2, label %15
    i32 3, label %15
    i32 5, label %18
    i32 6, label %21
  ]

8:                                                ; preds = %2
  %9 = load i32, ptr %4, align 4
  %10 = load i32, ptr %5, align 4
  %11 = xor i32 %9, %10
  store i32 %11, ptr %3, align 4
  br label %25

12:                                               ; preds = %2
  %13 = load i32, ptr %4, align 4
  %14 = add i32 %13, 17
  store i32 %14, ptr %3, align 4
  br label %25

15:                                               ; preds = %2, %2
  %16 = load i32, ptr %5, align 4
  %17 = mul i32 %16, 3
  store i32 %17, ptr %3, align 4
  br label %25

18:                                               ; preds = %2
  %19 = load i32, ptr %4, align 4
  %20 = lshr i32 %19, 3
  store i32 %20, ptr %3, align 4
  br label %25

21:                                               ; preds = %2
  %22 = load i32, ptr %5, align 4
  %23 = xor i32 %22, -1
  store i32 %23, ptr %3, align 4
  br label %25

24:                                               ; preds = %2
  store i32 4660, ptr %3, align 4
  br label %25

25:                                               ; preds = %24, %21, %18, %15, %12, %8
  %26 = load i32, ptr %3, align 4
  ret i32 %26
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define internal noundef i32 @_ZL9grid_walkj(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %45, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp ult i32 %7, 8
  br i1 %8, label %9, label %48

9:                                                ; preds = %6
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %37, %9
  %11 = load i32, ptr %5, align 4
  %12 = icmp ult i32 %11, 8
  br i1 %12, label %13, label %40

13:                                               ; preds = %10
  %14 = load i32, ptr %4, align 4
  %15 = load i32, ptr %5, align 4
  %16 = mul i32 %14, %15
  %17 = load i32, ptr %2, align 4
  %18 = xor i32 %16, %17
  %19 = and i32 %18, 1
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %13
  br label %37

22:                                               ; preds = %13
  %23 = load i32, ptr %5, align 4
  %24 = load i32, ptr %2, align 4
  %25 = load i32, ptr %4, align 4
  %26 = lshr i32 %24, %25
  %27 = and i32 %26, 7
  %28 = icmp ugt i32 %23, %27
  br i1 %28, label %29, label %30

29:                                               ; preds = %22
  br label %40

30:                                               ; preds = %22
  %31 = load i32, ptr %4, align 4
  %32 = mul i32 %31, 8
  %33 = load i32, ptr %5, align 4
  %34 = add i32 %32, %33
  %35 = load i32, ptr %3, align 4
  %36 = add i32 %35, %34
  store i32 %36, ptr %3, align 4
  br label %37

37:                                               ; preds = %30, %21
  %38 = load i32, ptr %5, align 4
  %39 = add i32 %38, 1
  store i32 %39, ptr %5, align 4
  br label %10, !llvm.loop !8

40:                                               ; preds = %29, %10
  %41 = load i32, ptr %3, align 4
  %42 = icmp ugt i32 %41, 600
  br i1 %42, label %43, label %44

43:                                               ; preds = %40
  br label %48

44:                                               ; preds = %40
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %4, align 4
  %47 = add i32 %46, 1
  store i32 %47, ptr %4, align 4
  br label %6, !llvm.loop !9

48:                                               ; preds = %43, %6
  %49 = load i32, ptr %3, align 4
  ret i32 %49
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.mulhi.ui(i32, i32) #3

attributes #0 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" }
attributes #1 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.mustprogress"}
!6 = distinct !{!6, !5}
!7 = distinct !{!7, !5}
!8 = distinct !{!8, !5}
!9 = distinct !{!9, !5}
