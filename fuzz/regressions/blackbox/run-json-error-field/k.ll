; ModuleID = 'warp_prims.cu'
source_filename = "warp_prims.cu"
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.xl_thread_idx_t = type { i8 }
%struct.xl_block_idx_t = type { i8 }
%struct.xl_block_dim_t = type { i8 }

$_ZNK15xl_thread_idx_t5get_xEv = comdat any

$_ZNK14xl_block_idx_t5get_xEv = comdat any

$_ZNK14xl_block_dim_t5get_xEv = comdat any

@_ZZ10warp_primsE5stage = internal addrspace(3) global [256 x i32] undef, align 4
@threadIdx = extern_weak dso_local addrspace(1) global %struct.xl_thread_idx_t, align 1
@blockIdx = extern_weak dso_local addrspace(1) global %struct.xl_block_idx_t, align 1
@blockDim = extern_weak dso_local addrspace(1) global %struct.xl_block_dim_t, align 1

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define dso_local ptx_kernel void @warp_prims(ptr noalias noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca ptr, align 8
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca ptr, align 8
  %52 = alloca i32, align 4
  %53 = alloca ptr, align 8
  %54 = alloca ptr, align 8
  %55 = alloca ptr, align 8
  %56 = alloca ptr, align 8
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca ptr, align 8
  %65 = alloca i32, align 4
  %66 = alloca i32, align 4
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca i8, align 1
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca i32, align 4
  store ptr %0, ptr %55, align 8
  store ptr %1, ptr %56, align 8
  store ptr %2, ptr %57, align 8
  store ptr %3, ptr %58, align 8
  %74 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #8
  store i32 %74, ptr %59, align 4
  %75 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #8
  %76 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #8
  %77 = mul i32 %75, %76
  %78 = load i32, ptr %59, align 4
  %79 = add i32 %77, %78
  store i32 %79, ptr %60, align 4
  %80 = load i32, ptr %59, align 4
  %81 = and i32 %80, 31
  store i32 %81, ptr %61, align 4
  %82 = load i32, ptr %59, align 4
  %83 = zext i32 %82 to i64
  %84 = getelementptr inbounds nuw [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10warp_primsE5stage to ptr), i64 0, i64 %83
  %85 = load ptr, ptr %55, align 8
  %86 = load i32, ptr %60, align 4
  %87 = zext i32 %86 to i64
  %88 = getelementptr inbounds nuw i32, ptr %85, i64 %87
  store ptr %84, ptr %53, align 8
  store ptr %88, ptr %54, align 8
  %89 = load ptr, ptr %53, align 8
  %90 = addrspacecast ptr %89 to ptr addrspace(3)
  %91 = load ptr, ptr %54, align 8
  %92 = addrspacecast ptr %91 to ptr addrspace(1)
  call void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) %90, ptr addrspace(1) %92)
  call void @llvm.nvvm.cp.async.commit.group()
  store i32 0, ptr %52, align 4
  call void @llvm.nvvm.cp.async.wait.group(i32 0)
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %93 = load i32, ptr %59, align 4
  %94 = add i32 %93, 1
  %95 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #8
  %96 = urem i32 %94, %95
  %97 = zext i32 %96 to i64
  %98 = getelementptr inbounds nuw [256 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ10warp_primsE5stage to ptr), i64 0, i64 %97
  %99 = load i32, ptr %98, align 4
  store i32 %99, ptr %62, align 4
  %100 = load ptr, ptr %55, align 8
  %101 = load i32, ptr %60, align 4
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds nuw i32, ptr %100, i64 %102
  store ptr %103, ptr %51, align 8
  %104 = load ptr, ptr %51, align 8
  %105 = addrspacecast ptr %104 to ptr addrspace(1)
  %106 = load i32, ptr addrspace(1) %105, align 4, !invariant.load !4
  store i32 %106, ptr %63, align 4
  %107 = load ptr, ptr %56, align 8
  %108 = load i32, ptr %60, align 4
  %109 = mul i32 %108, 10
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds nuw i32, ptr %107, i64 %110
  store ptr %111, ptr %64, align 8
  %112 = load i32, ptr %62, align 4
  store i32 %112, ptr %65, align 4
  store i32 16, ptr %66, align 4
  br label %113

113:                                              ; preds = %133, %4
  %114 = load i32, ptr %66, align 4
  %115 = icmp sgt i32 %114, 0
  br i1 %115, label %116, label %136

116:                                              ; preds = %113
  %117 = load i32, ptr %65, align 4
  %118 = load i32, ptr %66, align 4
  store i32 -1, ptr %47, align 4
  store i32 %117, ptr %48, align 4
  store i32 %118, ptr %49, align 4
  store i32 32, ptr %50, align 4
  %119 = load i32, ptr %47, align 4
  %120 = load i32, ptr %48, align 4
  %121 = load i32, ptr %49, align 4
  %122 = load i32, ptr %50, align 4
  store i32 %119, ptr %13, align 4
  store i32 %120, ptr %14, align 4
  store i32 %121, ptr %15, align 4
  store i32 %122, ptr %16, align 4
  %123 = load i32, ptr %13, align 4
  %124 = load i32, ptr %14, align 4
  %125 = load i32, ptr %15, align 4
  %126 = load i32, ptr %16, align 4
  %127 = sub nsw i32 32, %126
  %128 = shl i32 %127, 8
  %129 = or i32 %128, 31
  %130 = call noundef i32 @llvm.nvvm.shfl.sync.down.i32(i32 %123, i32 %124, i32 %125, i32 %129)
  %131 = load i32, ptr %65, align 4
  %132 = add i32 %131, %130
  store i32 %132, ptr %65, align 4
  br label %133

133:                                              ; preds = %116
  %134 = load i32, ptr %66, align 4
  %135 = ashr i32 %134, 1
  store i32 %135, ptr %66, align 4
  br label %113, !llvm.loop !5

136:                                              ; preds = %113
  %137 = load i32, ptr %65, align 4
  %138 = load ptr, ptr %64, align 8
  %139 = getelementptr inbounds i32, ptr %138, i64 0
  store i32 %137, ptr %139, align 4
  %140 = load i32, ptr %62, align 4
  %141 = and i32 %140, 255
  store i32 %141, ptr %67, align 4
  store i32 1, ptr %68, align 4
  br label %142

142:                                              ; preds = %167, %136
  %143 = load i32, ptr %68, align 4
  %144 = icmp slt i32 %143, 32
  br i1 %144, label %145, label %170

145:                                              ; preds = %142
  %146 = load i32, ptr %67, align 4
  %147 = load i32, ptr %68, align 4
  store i32 -1, ptr %43, align 4
  store i32 %146, ptr %44, align 4
  store i32 %147, ptr %45, align 4
  store i32 32, ptr %46, align 4
  %148 = load i32, ptr %43, align 4
  %149 = load i32, ptr %44, align 4
  %150 = load i32, ptr %45, align 4
  %151 = load i32, ptr %46, align 4
  store i32 %148, ptr %9, align 4
  store i32 %149, ptr %10, align 4
  store i32 %150, ptr %11, align 4
  store i32 %151, ptr %12, align 4
  %152 = load i32, ptr %9, align 4
  %153 = load i32, ptr %10, align 4
  %154 = load i32, ptr %11, align 4
  %155 = load i32, ptr %12, align 4
  %156 = sub nsw i32 32, %155
  %157 = shl i32 %156, 8
  %158 = call noundef i32 @llvm.nvvm.shfl.sync.up.i32(i32 %152, i32 %153, i32 %154, i32 %157)
  store i32 %158, ptr %69, align 4
  %159 = load i32, ptr %61, align 4
  %160 = load i32, ptr %68, align 4
  %161 = icmp uge i32 %159, %160
  br i1 %161, label %162, label %166

162:                                              ; preds = %145
  %163 = load i32, ptr %69, align 4
  %164 = load i32, ptr %67, align 4
  %165 = add i32 %164, %163
  store i32 %165, ptr %67, align 4
  br label %166

166:                                              ; preds = %162, %145
  br label %167

167:                                              ; preds = %166
  %168 = load i32, ptr %68, align 4
  %169 = shl i32 %168, 1
  store i32 %169, ptr %68, align 4
  br label %142, !llvm.loop !7

170:                                              ; preds = %142
  %171 = load i32, ptr %67, align 4
  %172 = load ptr, ptr %64, align 8
  %173 = getelementptr inbounds i32, ptr %172, i64 1
  store i32 %171, ptr %173, align 4
  %174 = load i32, ptr %63, align 4
  %175 = urem i32 %174, 3
  %176 = icmp eq i32 %175, 0
  %177 = zext i1 %176 to i8
  store i8 %177, ptr %70, align 1
  %178 = load i8, ptr %70, align 1
  %179 = trunc i8 %178 to i1
  %180 = zext i1 %179 to i32
  store i32 -1, ptr %41, align 4
  store i32 %180, ptr %42, align 4
  %181 = load i32, ptr %41, align 4
  %182 = load i32, ptr %42, align 4
  %183 = icmp ne i32 %182, 0
  %184 = call noundef i32 @llvm.nvvm.vote.ballot.sync(i32 %181, i1 %183)
  store i32 %184, ptr %71, align 4
  store i32 0, ptr %72, align 4
  %185 = load i32, ptr %61, align 4
  %186 = icmp eq i32 %185, 0
  br i1 %186, label %187, label %195

187:                                              ; preds = %170
  %188 = load ptr, ptr %58, align 8
  %189 = load i32, ptr %71, align 4
  store i32 %189, ptr %37, align 4
  %190 = load i32, ptr %37, align 4
  %191 = call noundef i32 @llvm.ctpop.i32(i32 %190)
  store ptr %188, ptr %39, align 8
  store i32 %191, ptr %40, align 4
  %192 = load ptr, ptr %39, align 8
  %193 = load i32, ptr %40, align 4
  %194 = atomicrmw add ptr %192, i32 %193 seq_cst, align 4
  store i32 %194, ptr %72, align 4
  br label %195

195:                                              ; preds = %187, %170
  %196 = load i32, ptr %72, align 4
  store i32 -1, ptr %33, align 4
  store i32 %196, ptr %34, align 4
  store i32 0, ptr %35, align 4
  store i32 32, ptr %36, align 4
  %197 = load i32, ptr %33, align 4
  %198 = load i32, ptr %34, align 4
  %199 = load i32, ptr %35, align 4
  %200 = load i32, ptr %36, align 4
  store i32 %197, ptr %5, align 4
  store i32 %198, ptr %6, align 4
  store i32 %199, ptr %7, align 4
  store i32 %200, ptr %8, align 4
  %201 = load i32, ptr %5, align 4
  %202 = load i32, ptr %6, align 4
  %203 = load i32, ptr %7, align 4
  %204 = load i32, ptr %8, align 4
  %205 = sub nsw i32 32, %204
  %206 = shl i32 %205, 8
  %207 = or i32 %206, 31
  %208 = call noundef i32 @llvm.nvvm.shfl.sync.idx.i32(i32 %201, i32 %202, i32 %203, i32 %207)
  store i32 %208, ptr %72, align 4
  %209 = load i8, ptr %70, align 1
  %210 = trunc i8 %209 to i1
  br i1 %210, label %211, label %225

211:                                              ; preds = %195
  %212 = load i32, ptr %63, align 4
  %213 = load ptr, ptr %57, align 8
  %214 = load i32, ptr %72, align 4
  %215 = load i32, ptr %71, align 4
  %216 = load i32, ptr %61, align 4
  %217 = shl i32 1, %216
  %218 = sub i32 %217, 1
  %219 = and i32 %215, %218
  store i32 %219, ptr %38, align 4
  %220 = load i32, ptr %38, align 4
  %221 = call noundef i32 @llvm.ctpop.i32(i32 %220)
  %222 = add i32 %214, %221
  %223 = zext i32 %222 to i64
  %224 = getelementptr inbounds nuw i32, ptr %213, i64 %223
  store i32 %212, ptr %224, align 4
  br label %225

225:                                              ; preds = %211, %195
  %226 = load i32, ptr %71, align 4
  %227 = load ptr, ptr %64, align 8
  %228 = getelementptr inbounds i32, ptr %227, i64 2
  store i32 %226, ptr %228, align 4
  store i32 0, ptr %73, align 4
  %229 = load i32, ptr %61, align 4
  %230 = urem i32 %229, 3
  %231 = icmp eq i32 %230, 0
  br i1 %231, label %232, label %234

232:                                              ; preds = %225
  %233 = call noundef i32 @llvm.nvvm.activemask()
  store i32 %233, ptr %73, align 4
  br label %234

234:                                              ; preds = %232, %225
  store i32 -1, ptr %32, align 4
  %235 = load i32, ptr %32, align 4
  call void @llvm.nvvm.bar.warp.sync(i32 %235)
  %236 = load i32, ptr %73, align 4
  %237 = load ptr, ptr %64, align 8
  %238 = getelementptr inbounds i32, ptr %237, i64 3
  store i32 %236, ptr %238, align 4
  %239 = load i32, ptr %62, align 4
  %240 = and i32 %239, 65535
  store i32 -1, ptr %30, align 4
  store i32 %240, ptr %31, align 4
  %241 = load i32, ptr %31, align 4
  %242 = load i32, ptr %30, align 4
  %243 = call noundef i32 @llvm.nvvm.redux.sync.add(i32 %241, i32 %242)
  %244 = load ptr, ptr %64, align 8
  %245 = getelementptr inbounds i32, ptr %244, i64 4
  store i32 %243, ptr %245, align 4
  %246 = load i32, ptr %62, align 4
  store i32 -1, ptr %28, align 4
  store i32 %246, ptr %29, align 4
  %247 = load i32, ptr %29, align 4
  %248 = load i32, ptr %28, align 4
  %249 = call noundef i32 @llvm.nvvm.redux.sync.umax(i32 %247, i32 %248)
  %250 = load i32, ptr %63, align 4
  store i32 -1, ptr %26, align 4
  store i32 %250, ptr %27, align 4
  %251 = load i32, ptr %27, align 4
  %252 = load i32, ptr %26, align 4
  %253 = call noundef i32 @llvm.nvvm.redux.sync.umin(i32 %251, i32 %252)
  %254 = xor i32 %249, %253
  %255 = load ptr, ptr %64, align 8
  %256 = getelementptr inbounds i32, ptr %255, i64 5
  store i32 %254, ptr %256, align 4
  %257 = load i32, ptr %62, align 4
  %258 = and i32 %257, 3
  store i32 -1, ptr %24, align 4
  store i32 %258, ptr %25, align 4
  %259 = load i32, ptr %24, align 4
  %260 = load i32, ptr %25, align 4
  %261 = call noundef i32 @llvm.nvvm.match.any.sync.i32(i32 %259, i32 %260)
  %262 = load ptr, ptr %64, align 8
  %263 = getelementptr inbounds i32, ptr %262, i64 6
  store i32 %261, ptr %263, align 4
  %264 = load i8, ptr %70, align 1
  %265 = trunc i8 %264 to i1
  %266 = zext i1 %265 to i32
  store i32 %266, ptr %23, align 4
  %267 = load i32, ptr %23, align 4
  %268 = icmp ne i32 %267, 0
  %269 = call noundef i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32 0, i1 %268)
  %270 = load ptr, ptr %64, align 8
  %271 = getelementptr inbounds i32, ptr %270, i64 7
  store i32 %269, ptr %271, align 4
  %272 = load i32, ptr %62, align 4
  %273 = icmp ne i32 %272, 0
  %274 = zext i1 %273 to i32
  store i32 %274, ptr %22, align 4
  %275 = load i32, ptr %22, align 4
  %276 = icmp ne i32 %275, 0
  %277 = call i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32 0, i1 %276)
  %278 = zext i1 %277 to i32
  %279 = load i32, ptr %63, align 4
  %280 = icmp eq i32 %279, 12345
  %281 = zext i1 %280 to i32
  store i32 %281, ptr %21, align 4
  %282 = load i32, ptr %21, align 4
  %283 = icmp ne i32 %282, 0
  %284 = call i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32 0, i1 %283)
  %285 = zext i1 %284 to i32
  %286 = shl i32 %285, 1
  %287 = or i32 %278, %286
  %288 = load ptr, ptr %64, align 8
  %289 = getelementptr inbounds i32, ptr %288, i64 8
  store i32 %287, ptr %289, align 4
  %290 = load i32, ptr %62, align 4
  %291 = icmp ugt i32 %290, 1000
  %292 = zext i1 %291 to i32
  store i32 -1, ptr %19, align 4
  store i32 %292, ptr %20, align 4
  %293 = load i32, ptr %19, align 4
  %294 = load i32, ptr %20, align 4
  %295 = icmp ne i32 %294, 0
  %296 = call i1 @llvm.nvvm.vote.all.sync(i32 %293, i1 %295)
  %297 = zext i1 %296 to i32
  %298 = load i32, ptr %62, align 4
  %299 = and i32 %298, 255
  %300 = icmp eq i32 %299, 0
  %301 = zext i1 %300 to i32
  store i32 -1, ptr %17, align 4
  store i32 %301, ptr %18, align 4
  %302 = load i32, ptr %17, align 4
  %303 = load i32, ptr %18, align 4
  %304 = icmp ne i32 %303, 0
  %305 = call i1 @llvm.nvvm.vote.any.sync(i32 %302, i1 %304)
  %306 = zext i1 %305 to i32
  %307 = shl i32 %306, 1
  %308 = or i32 %297, %307
  %309 = load ptr, ptr %64, align 8
  %310 = getelementptr inbounds i32, ptr %309, i64 9
  store i32 %308, ptr %310, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  ret i32 %4
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr dso_local noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  ret i32 %4
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 1, 1025) i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #3

; Function Attrs: nocallback nounwind memory(argmem: readwrite)
declare void @llvm.nvvm.cp.async.ca.shared.global.4(ptr addrspace(3) noalias writeonly, ptr addrspace(1) noalias readonly) #4

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.commit.group() #5

; Function Attrs: nounwind
declare void @llvm.nvvm.cp.async.wait.group(i32 immarg) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #7

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.activemask() #6

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.add(i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.redux.sync.umin(i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32) #6

; Function Attrs: convergent nocallback nounwind
declare i32 @llvm.nvvm.barrier.cta.red.popc.aligned.all(i32, i1) #2

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.and.aligned.all(i32, i1) #2

; Function Attrs: convergent nocallback nounwind
declare i1 @llvm.nvvm.barrier.cta.red.or.aligned.all(i32, i1) #2

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1) #6

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx42,+ptx78,+sm_90" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nounwind memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2}
!llvm.ident = !{!3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!2 = !{i32 7, !"frame-pointer", i32 2}
!3 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!4 = !{}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
