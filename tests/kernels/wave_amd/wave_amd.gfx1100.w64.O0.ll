; ModuleID = 'wave_amd.hip'
source_filename = "wave_amd.hip"
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
@__hip_cuid_d65bd554bf500ec1 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_d65bd554bf500ec1 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind optnone
define protected amdgpu_kernel void @wave_amd(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = alloca i64, align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i32, align 4, addrspace(5)
  %15 = alloca i32, align 4, addrspace(5)
  %16 = alloca i64, align 8, addrspace(5)
  %17 = alloca i32, align 4, addrspace(5)
  %18 = alloca i32, align 4, addrspace(5)
  %19 = alloca i32, align 4, addrspace(5)
  %20 = alloca i64, align 8, addrspace(5)
  %21 = alloca i32, align 4, addrspace(5)
  %22 = alloca i32, align 4, addrspace(5)
  %23 = alloca i32, align 4, addrspace(5)
  %24 = alloca i32, align 4, addrspace(5)
  %25 = alloca i32, align 4, addrspace(5)
  %26 = alloca i32, align 4, addrspace(5)
  %27 = alloca ptr, align 8, addrspace(5)
  %28 = alloca ptr, align 8, addrspace(5)
  %29 = alloca ptr, align 8, addrspace(5)
  %30 = alloca ptr, align 8, addrspace(5)
  %31 = alloca i32, align 4, addrspace(5)
  %32 = alloca i32, align 4, addrspace(5)
  %33 = alloca i32, align 4, addrspace(5)
  %34 = alloca i32, align 4, addrspace(5)
  %35 = alloca ptr, align 8, addrspace(5)
  %36 = alloca i32, align 4, addrspace(5)
  %37 = alloca i32, align 4, addrspace(5)
  %38 = alloca i32, align 4, addrspace(5)
  %39 = alloca i32, align 4, addrspace(5)
  %40 = alloca i32, align 4, addrspace(5)
  %41 = alloca i32, align 4, addrspace(5)
  %42 = alloca i64, align 8, addrspace(5)
  %43 = addrspacecast ptr addrspace(5) %27 to ptr
  %44 = addrspacecast ptr addrspace(5) %28 to ptr
  %45 = addrspacecast ptr addrspace(5) %29 to ptr
  %46 = addrspacecast ptr addrspace(5) %30 to ptr
  %47 = addrspacecast ptr addrspace(5) %31 to ptr
  %48 = addrspacecast ptr addrspace(5) %32 to ptr
  %49 = addrspacecast ptr addrspace(5) %33 to ptr
  %50 = addrspacecast ptr addrspace(5) %34 to ptr
  %51 = addrspacecast ptr addrspace(5) %35 to ptr
  %52 = addrspacecast ptr addrspace(5) %36 to ptr
  %53 = addrspacecast ptr addrspace(5) %37 to ptr
  %54 = addrspacecast ptr addrspace(5) %38 to ptr
  %55 = addrspacecast ptr addrspace(5) %39 to ptr
  %56 = addrspacecast ptr addrspace(5) %40 to ptr
  %57 = addrspacecast ptr addrspace(5) %41 to ptr
  %58 = addrspacecast ptr addrspace(5) %42 to ptr
  store ptr addrspace(1) %0, ptr %43, align 8
  %59 = load ptr, ptr %43, align 8
  store ptr addrspace(1) %1, ptr %44, align 8
  %60 = load ptr, ptr %44, align 8
  store ptr %59, ptr %45, align 8
  store ptr %60, ptr %46, align 8
  %61 = call noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockIdx to ptr)) #7
  %62 = call noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @blockDim to ptr)) #7
  %63 = mul i32 %61, %62
  %64 = call noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) addrspacecast (ptr addrspace(1) @threadIdx to ptr)) #7
  %65 = add i32 %63, %64
  store i32 %65, ptr %47, align 4
  %66 = addrspacecast ptr addrspace(5) %26 to ptr
  %67 = call i32 @llvm.amdgcn.wavefrontsize()
  %68 = icmp eq i32 %67, 32
  br i1 %68, label %69, label %71

69:                                               ; preds = %2
  %70 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  store i32 %70, ptr %66, align 4
  br label %74

71:                                               ; preds = %2
  %72 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %73 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %72)
  store i32 %73, ptr %66, align 4
  br label %74

74:                                               ; preds = %69, %71
  %75 = load i32, ptr %66, align 4
  store i32 %75, ptr %48, align 4
  %76 = call i32 @llvm.amdgcn.wavefrontsize()
  store i32 %76, ptr %49, align 4
  %77 = load ptr, ptr %45, align 8
  %78 = load i32, ptr %47, align 4
  %79 = zext i32 %78 to i64
  %80 = getelementptr inbounds nuw i32, ptr %77, i64 %79
  %81 = load i32, ptr %80, align 4
  store i32 %81, ptr %50, align 4
  %82 = load ptr, ptr %46, align 8
  %83 = load i32, ptr %47, align 4
  %84 = mul i32 %83, 8
  %85 = zext i32 %84 to i64
  %86 = getelementptr inbounds nuw i32, ptr %82, i64 %85
  store ptr %86, ptr %51, align 8
  %87 = load i32, ptr %50, align 4
  store i32 %87, ptr %52, align 4
  %88 = load i32, ptr %49, align 4
  %89 = udiv i32 %88, 2
  store i32 %89, ptr %53, align 4
  br label %90

90:                                               ; preds = %143, %74
  %91 = load i32, ptr %53, align 4
  %92 = icmp ugt i32 %91, 0
  br i1 %92, label %93, label %146

93:                                               ; preds = %90
  %94 = load i32, ptr %52, align 4
  %95 = load i32, ptr %53, align 4
  %96 = call i32 @llvm.amdgcn.wavefrontsize()
  %97 = addrspacecast ptr addrspace(5) %22 to ptr
  %98 = addrspacecast ptr addrspace(5) %23 to ptr
  %99 = addrspacecast ptr addrspace(5) %24 to ptr
  %100 = addrspacecast ptr addrspace(5) %25 to ptr
  store i32 %94, ptr %98, align 4
  store i32 %95, ptr %99, align 4
  store i32 %96, ptr %100, align 4
  %101 = load i32, ptr %98, align 4
  %102 = load i32, ptr %99, align 4
  %103 = load i32, ptr %100, align 4
  %104 = addrspacecast ptr addrspace(5) %4 to ptr
  %105 = addrspacecast ptr addrspace(5) %5 to ptr
  %106 = addrspacecast ptr addrspace(5) %6 to ptr
  %107 = addrspacecast ptr addrspace(5) %7 to ptr
  %108 = addrspacecast ptr addrspace(5) %8 to ptr
  %109 = addrspacecast ptr addrspace(5) %9 to ptr
  store i32 %101, ptr %105, align 4
  store i32 %102, ptr %106, align 4
  store i32 %103, ptr %107, align 4
  %110 = addrspacecast ptr addrspace(5) %3 to ptr
  %111 = call i32 @llvm.amdgcn.wavefrontsize()
  %112 = icmp eq i32 %111, 32
  br i1 %112, label %113, label %115

113:                                              ; preds = %93
  %114 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  store i32 %114, ptr %110, align 4
  br label %118

115:                                              ; preds = %93
  %116 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %117 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %116)
  store i32 %117, ptr %110, align 4
  br label %118

118:                                              ; preds = %115, %113
  %119 = load i32, ptr %110, align 4
  store i32 %119, ptr %108, align 4
  %120 = load i32, ptr %108, align 4
  %121 = load i32, ptr %106, align 4
  %122 = add i32 %120, %121
  store i32 %122, ptr %109, align 4
  %123 = load i32, ptr %108, align 4
  %124 = load i32, ptr %107, align 4
  %125 = sub nsw i32 %124, 1
  %126 = and i32 %123, %125
  %127 = load i32, ptr %106, align 4
  %128 = add i32 %126, %127
  %129 = load i32, ptr %107, align 4
  %130 = icmp sge i32 %128, %129
  br i1 %130, label %131, label %133

131:                                              ; preds = %118
  %132 = load i32, ptr %108, align 4
  br label %135

133:                                              ; preds = %118
  %134 = load i32, ptr %109, align 4
  br label %135

135:                                              ; preds = %131, %133
  %136 = phi i32 [ %132, %131 ], [ %134, %133 ]
  store i32 %136, ptr %109, align 4
  %137 = load i32, ptr %109, align 4
  %138 = shl i32 %137, 2
  %139 = load i32, ptr %105, align 4
  %140 = call noundef i32 @llvm.amdgcn.ds.bpermute(i32 %138, i32 %139)
  %141 = load i32, ptr %52, align 4
  %142 = add i32 %141, %140
  store i32 %142, ptr %52, align 4
  br label %143

143:                                              ; preds = %135
  %144 = load i32, ptr %53, align 4
  %145 = lshr i32 %144, 1
  store i32 %145, ptr %53, align 4
  br label %90, !llvm.loop !6

146:                                              ; preds = %90
  %147 = load i32, ptr %52, align 4
  %148 = load ptr, ptr %51, align 8
  %149 = getelementptr inbounds i32, ptr %148, i64 0
  store i32 %147, ptr %149, align 4
  %150 = load i32, ptr %50, align 4
  %151 = and i32 %150, 65535
  store i32 %151, ptr %54, align 4
  store i32 1, ptr %55, align 4
  br label %152

152:                                              ; preds = %185, %146
  %153 = load i32, ptr %55, align 4
  %154 = icmp slt i32 %153, 16
  br i1 %154, label %155, label %188

155:                                              ; preds = %152
  %156 = load i32, ptr %55, align 4
  %157 = icmp eq i32 %156, 1
  br i1 %157, label %158, label %161

158:                                              ; preds = %155
  %159 = load i32, ptr %54, align 4
  %160 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %159, i32 273, i32 15, i32 15, i1 false)
  br label %180

161:                                              ; preds = %155
  %162 = load i32, ptr %55, align 4
  %163 = icmp eq i32 %162, 2
  br i1 %163, label %164, label %167

164:                                              ; preds = %161
  %165 = load i32, ptr %54, align 4
  %166 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %165, i32 274, i32 15, i32 15, i1 false)
  br label %178

167:                                              ; preds = %161
  %168 = load i32, ptr %55, align 4
  %169 = icmp eq i32 %168, 4
  br i1 %169, label %170, label %173

170:                                              ; preds = %167
  %171 = load i32, ptr %54, align 4
  %172 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %171, i32 276, i32 15, i32 15, i1 false)
  br label %176

173:                                              ; preds = %167
  %174 = load i32, ptr %54, align 4
  %175 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %174, i32 280, i32 15, i32 15, i1 false)
  br label %176

176:                                              ; preds = %173, %170
  %177 = phi i32 [ %172, %170 ], [ %175, %173 ]
  br label %178

178:                                              ; preds = %176, %164
  %179 = phi i32 [ %166, %164 ], [ %177, %176 ]
  br label %180

180:                                              ; preds = %178, %158
  %181 = phi i32 [ %160, %158 ], [ %179, %178 ]
  store i32 %181, ptr %56, align 4
  %182 = load i32, ptr %56, align 4
  %183 = load i32, ptr %54, align 4
  %184 = add i32 %183, %182
  store i32 %184, ptr %54, align 4
  br label %185

185:                                              ; preds = %180
  %186 = load i32, ptr %55, align 4
  %187 = shl i32 %186, 1
  store i32 %187, ptr %55, align 4
  br label %152, !llvm.loop !8

188:                                              ; preds = %152
  %189 = load i32, ptr %54, align 4
  %190 = load ptr, ptr %51, align 8
  %191 = getelementptr inbounds i32, ptr %190, i64 1
  store i32 %189, ptr %191, align 4
  %192 = load i32, ptr %50, align 4
  %193 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %192)
  store i32 %193, ptr %57, align 4
  %194 = load i32, ptr %57, align 4
  %195 = load i32, ptr %48, align 4
  %196 = xor i32 %194, %195
  %197 = load ptr, ptr %51, align 8
  %198 = getelementptr inbounds i32, ptr %197, i64 2
  store i32 %196, ptr %198, align 4
  %199 = load i32, ptr %49, align 4
  %200 = sub i32 %199, 1
  %201 = load i32, ptr %48, align 4
  %202 = sub i32 %200, %201
  %203 = mul i32 %202, 4
  %204 = load i32, ptr %50, align 4
  %205 = call i32 @llvm.amdgcn.ds.bpermute(i32 %203, i32 %204)
  %206 = load ptr, ptr %51, align 8
  %207 = getelementptr inbounds i32, ptr %206, i64 3
  store i32 %205, ptr %207, align 4
  %208 = load i32, ptr %50, align 4
  %209 = and i32 %208, 1
  %210 = addrspacecast ptr addrspace(5) %20 to ptr
  %211 = addrspacecast ptr addrspace(5) %21 to ptr
  store i32 %209, ptr %211, align 4
  %212 = load i32, ptr %211, align 4
  %213 = icmp ne i32 %212, 0
  %214 = call noundef i64 @llvm.amdgcn.ballot.i64(i1 %213)
  store i64 %214, ptr %58, align 8
  %215 = load i64, ptr %58, align 8
  %216 = trunc i64 %215 to i32
  %217 = load i64, ptr %58, align 8
  %218 = lshr i64 %217, 32
  %219 = trunc i64 %218 to i32
  %220 = xor i32 %216, %219
  %221 = load ptr, ptr %51, align 8
  %222 = getelementptr inbounds i32, ptr %221, i64 4
  store i32 %220, ptr %222, align 4
  %223 = load i32, ptr %50, align 4
  %224 = icmp eq i32 %223, 0
  %225 = zext i1 %224 to i32
  %226 = addrspacecast ptr addrspace(5) %18 to ptr
  %227 = addrspacecast ptr addrspace(5) %19 to ptr
  store i32 %225, ptr %227, align 4
  %228 = load i32, ptr %227, align 4
  %229 = addrspacecast ptr addrspace(5) %16 to ptr
  %230 = addrspacecast ptr addrspace(5) %17 to ptr
  store i32 %228, ptr %230, align 4
  %231 = load i32, ptr %230, align 4
  %232 = icmp ne i32 %231, 0
  %233 = call noundef i64 @llvm.amdgcn.ballot.i64(i1 %232)
  %234 = icmp ne i64 %233, 0
  %235 = zext i1 %234 to i32
  %236 = load i32, ptr %50, align 4
  %237 = icmp ne i32 %236, 0
  %238 = zext i1 %237 to i32
  %239 = addrspacecast ptr addrspace(5) %14 to ptr
  %240 = addrspacecast ptr addrspace(5) %15 to ptr
  store i32 %238, ptr %240, align 4
  %241 = load i32, ptr %240, align 4
  %242 = addrspacecast ptr addrspace(5) %10 to ptr
  %243 = addrspacecast ptr addrspace(5) %11 to ptr
  store i32 %241, ptr %243, align 4
  %244 = load i32, ptr %243, align 4
  %245 = icmp ne i32 %244, 0
  %246 = call noundef i64 @llvm.amdgcn.ballot.i64(i1 %245)
  %247 = addrspacecast ptr addrspace(5) %12 to ptr
  %248 = addrspacecast ptr addrspace(5) %13 to ptr
  store i32 1, ptr %248, align 4
  %249 = load i32, ptr %248, align 4
  %250 = icmp ne i32 %249, 0
  %251 = call noundef i64 @llvm.amdgcn.ballot.i64(i1 %250)
  %252 = icmp eq i64 %246, %251
  %253 = zext i1 %252 to i32
  %254 = shl i32 %253, 1
  %255 = or i32 %235, %254
  %256 = load ptr, ptr %51, align 8
  %257 = getelementptr inbounds i32, ptr %256, i64 5
  store i32 %255, ptr %257, align 4
  %258 = load i32, ptr %50, align 4
  %259 = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %258, i32 0)
  %260 = load i32, ptr %50, align 4
  %261 = and i32 %260, 65535
  %262 = call i32 @llvm.amdgcn.wave.reduce.add.i32(i32 %261, i32 0)
  %263 = xor i32 %259, %262
  %264 = load ptr, ptr %51, align 8
  %265 = getelementptr inbounds i32, ptr %264, i64 6
  store i32 %263, ptr %265, align 4
  call void @llvm.amdgcn.s.barrier()
  %266 = load i32, ptr %49, align 4
  %267 = load ptr, ptr %51, align 8
  %268 = getelementptr inbounds i32, ptr %267, i64 7
  store i32 %266, ptr %268, align 4
  ret void
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK14xl_block_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
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
define linkonce_odr hidden noundef i32 @_ZNK14xl_block_dim_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call align 8 dereferenceable(256) ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %8 = getelementptr i8, ptr addrspace(4) %7, i32 12
  %9 = load i16, ptr addrspace(4) %8, align 2, !range !9, !invariant.load !10, !noundef !10
  %10 = zext i16 %9 to i32
  ret i32 %10
}

; Function Attrs: convergent mustprogress noinline nounwind optnone
define linkonce_odr hidden noundef i32 @_ZNK15xl_thread_idx_t5get_xEv(ptr noundef nonnull align 1 dereferenceable(1) %0) #1 comdat align 2 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store ptr %0, ptr %5, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  ret i32 %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 32, 65) i32 @llvm.amdgcn.wavefrontsize() #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #3

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.wave.reduce.add.i32(i32, i32 immarg) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef align 4 ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #6

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind optnone "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { convergent mustprogress noinline nounwind optnone "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx1100" "target-features"="+16-bit-insts,+atomic-fadd-rtn-insts,+atomic-fmin-fmax-global-f32,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dl-insts,+dot10-insts,+dot12-insts,+dot5-insts,+dot7-insts,+dot8-insts,+dot9-insts,+dpp,+gfx10-3-insts,+gfx10-insts,+gfx11-insts,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+sad-insts,+wavefrontsize64" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn }
attributes #6 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

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
!9 = !{i16 1, i16 1025}
!10 = !{}
