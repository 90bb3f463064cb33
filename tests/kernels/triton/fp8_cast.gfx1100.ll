; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nounwind willreturn
define amdgpu_kernel void @fp8_cast(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, i32 inreg %3, ptr addrspace(1) inreg nofree readnone captures(none) %4, ptr addrspace(1) inreg nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  tail call void @llvm.amdgcn.s.setreg(i32 1473, i32 1), !dbg !14
  %7 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !15
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !16
  %9 = and i32 %8, 96, !dbg !15
  %10 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !17
  %11 = shl i32 %10, 8, !dbg !17
  %12 = and i32 %7, 31, !dbg !16
  %13 = or disjoint i32 %9, %12, !dbg !16
  %14 = shl nuw nsw i32 %13, 1, !dbg !16
  %15 = or disjoint i32 %14, %11, !dbg !17
  %16 = or disjoint i32 %15, 1, !dbg !17
  %17 = icmp slt i32 %15, %3, !dbg !18
  %18 = icmp slt i32 %16, %3, !dbg !18
  %19 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !19
  %20 = shl i32 %15, 2, !dbg !19
  %21 = select i1 %17, i32 %20, i32 -2147483648, !dbg !19
  %22 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %19, i32 %21, i32 0, i32 0), !dbg !19
  %23 = bitcast float %22 to <1 x float>, !dbg !19
  %24 = extractelement <1 x float> %23, i64 0, !dbg !19
  %25 = shl i32 %16, 2, !dbg !19
  %26 = select i1 %18, i32 %25, i32 -2147483648, !dbg !19
  %27 = tail call float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) %19, i32 %26, i32 0, i32 0), !dbg !19
  %28 = bitcast float %27 to <1 x float>, !dbg !19
  %29 = extractelement <1 x float> %28, i64 0, !dbg !19
  %30 = fcmp uno float %24, 0.000000e+00, !dbg !20
  %31 = bitcast float %24 to i32, !dbg !20
  %32 = lshr i32 %31, 24, !dbg !20
  %33 = and i32 %32, 128, !dbg !20
  %34 = trunc nuw i32 %33 to i8, !dbg !20
  %35 = tail call float @llvm.fabs.f32(float %24), !dbg !20
  %36 = bitcast float %35 to i32, !dbg !20
  %37 = lshr i32 %36, 20, !dbg !20
  %38 = and i32 %37, 1, !dbg !20
  %39 = add nuw i32 %36, 524287, !dbg !20
  %40 = add nuw i32 %39, %38, !dbg !20
  %41 = and i32 %40, -1048576, !dbg !20
  %42 = tail call i32 @llvm.umax.i32(i32 %41, i32 1015021568), !dbg !20
  %43 = add i32 %42, 67108864, !dbg !20
  %44 = lshr exact i32 %43, 20, !dbg !20
  %45 = trunc i32 %44 to i8, !dbg !20
  %46 = icmp samesign ugt i32 %36, 1139277823, !dbg !20
  %47 = select i1 %46, i8 126, i8 %45, !dbg !20
  %48 = icmp samesign ult i32 %36, 1013972992, !dbg !20
  %49 = select i1 %48, i8 7, i8 %47, !dbg !20
  %50 = icmp samesign ult i32 %36, 1011875841, !dbg !20
  %51 = select i1 %50, i8 6, i8 %49, !dbg !20
  %52 = icmp samesign ult i32 %36, 1009778688, !dbg !20
  %53 = select i1 %52, i8 5, i8 %51, !dbg !20
  %54 = icmp samesign ult i32 %36, 1007681537, !dbg !20
  %55 = select i1 %54, i8 4, i8 %53, !dbg !20
  %56 = icmp samesign ult i32 %36, 1004535808, !dbg !20
  %57 = select i1 %56, i8 3, i8 %55, !dbg !20
  %58 = icmp samesign ult i32 %36, 1000341505, !dbg !20
  %59 = select i1 %58, i8 2, i8 %57, !dbg !20
  %60 = icmp samesign ult i32 %36, 994050048, !dbg !20
  %61 = select i1 %60, i8 1, i8 %59, !dbg !20
  %62 = icmp samesign ult i32 %36, 981467137, !dbg !20
  %63 = select i1 %62, i8 0, i8 %61, !dbg !20
  %64 = select i1 %30, i8 127, i8 %63, !dbg !20
  %65 = or i8 %64, %34, !dbg !20
  %66 = fcmp uno float %29, 0.000000e+00, !dbg !20
  %67 = bitcast float %29 to i32, !dbg !20
  %68 = lshr i32 %67, 24, !dbg !20
  %69 = and i32 %68, 128, !dbg !20
  %70 = trunc nuw i32 %69 to i8, !dbg !20
  %71 = tail call float @llvm.fabs.f32(float %29), !dbg !20
  %72 = bitcast float %71 to i32, !dbg !20
  %73 = lshr i32 %72, 20, !dbg !20
  %74 = and i32 %73, 1, !dbg !20
  %75 = add nuw i32 %72, 524287, !dbg !20
  %76 = add nuw i32 %75, %74, !dbg !20
  %77 = and i32 %76, -1048576, !dbg !20
  %78 = tail call i32 @llvm.umax.i32(i32 %77, i32 1015021568), !dbg !20
  %79 = add i32 %78, 67108864, !dbg !20
  %80 = lshr exact i32 %79, 20, !dbg !20
  %81 = trunc i32 %80 to i8, !dbg !20
  %82 = icmp samesign ugt i32 %72, 1139277823, !dbg !20
  %83 = select i1 %82, i8 126, i8 %81, !dbg !20
  %84 = icmp samesign ult i32 %72, 1013972992, !dbg !20
  %85 = select i1 %84, i8 7, i8 %83, !dbg !20
  %86 = icmp samesign ult i32 %72, 1011875841, !dbg !20
  %87 = select i1 %86, i8 6, i8 %85, !dbg !20
  %88 = icmp samesign ult i32 %72, 1009778688, !dbg !20
  %89 = select i1 %88, i8 5, i8 %87, !dbg !20
  %90 = icmp samesign ult i32 %72, 1007681537, !dbg !20
  %91 = select i1 %90, i8 4, i8 %89, !dbg !20
  %92 = icmp samesign ult i32 %72, 1004535808, !dbg !20
  %93 = select i1 %92, i8 3, i8 %91, !dbg !20
  %94 = icmp samesign ult i32 %72, 1000341505, !dbg !20
  %95 = select i1 %94, i8 2, i8 %93, !dbg !20
  %96 = icmp samesign ult i32 %72, 994050048, !dbg !20
  %97 = select i1 %96, i8 1, i8 %95, !dbg !20
  %98 = icmp samesign ult i32 %72, 981467137, !dbg !20
  %99 = select i1 %98, i8 0, i8 %97, !dbg !20
  %100 = select i1 %66, i8 127, i8 %99, !dbg !20
  %101 = or i8 %100, %70, !dbg !20
  %102 = lshr i32 %31, 23, !dbg !21
  %103 = and i32 %102, 255, !dbg !21
  %104 = and i32 %31, 8388607, !dbg !21
  %105 = tail call i32 @llvm.usub.sat.i32(i32 %103, i32 112), !dbg !21
  %106 = icmp samesign ult i32 %103, 110, !dbg !21
  %107 = select i1 %106, i32 0, i32 %104, !dbg !21
  %108 = icmp eq i32 %103, 110, !dbg !21
  %.not = icmp eq i32 %107, 0, !dbg !21
  %109 = select i1 %.not, i32 0, i32 2097152, !dbg !21
  %110 = select i1 %108, i32 %109, i32 %107, !dbg !21
  %111 = icmp eq i32 %103, 111, !dbg !21
  %.inv = icmp samesign ult i32 %110, 4194304, !dbg !21
  %112 = select i1 %.inv, i32 2097152, i32 4194304, !dbg !21
  %113 = select i1 %111, i32 %112, i32 %110, !dbg !21
  %114 = icmp eq i32 %103, 112, !dbg !21
  %115 = icmp samesign ugt i32 %113, 2097152, !dbg !21
  %.inv1 = icmp samesign ult i32 %113, 6291456, !dbg !21
  %116 = select i1 %.inv1, i32 6291456, i32 8388608, !dbg !21
  %117 = select i1 %115, i32 %116, i32 4194304, !dbg !21
  %118 = select i1 %114, i32 %117, i32 %113, !dbg !21
  %119 = shl nuw nsw i32 %105, 23, !dbg !21
  %120 = or i32 %118, %119, !dbg !21
  %121 = lshr i32 %118, 21, !dbg !21
  %122 = and i32 %121, 1, !dbg !21
  %123 = add nuw nsw i32 %120, 1048575, !dbg !21
  %124 = add nuw nsw i32 %123, %122, !dbg !21
  %125 = icmp samesign ugt i32 %103, 142, !dbg !21
  %126 = icmp samesign ugt i32 %120, 258998271, !dbg !21
  %127 = or i1 %125, %126, !dbg !21
  %128 = icmp eq i32 %103, 255, !dbg !21
  %129 = icmp ne i32 %118, 0, !dbg !21
  %130 = and i1 %128, %129, !dbg !21
  %131 = lshr i32 %124, 21, !dbg !21
  %132 = select i1 %127, i32 123, i32 %131, !dbg !21
  %133 = select i1 %130, i32 126, i32 %132, !dbg !21
  %134 = or i32 %133, %33, !dbg !21
  %135 = trunc i32 %134 to i8, !dbg !21
  %136 = lshr i32 %67, 23, !dbg !21
  %137 = and i32 %136, 255, !dbg !21
  %138 = and i32 %67, 8388607, !dbg !21
  %139 = tail call i32 @llvm.usub.sat.i32(i32 %137, i32 112), !dbg !21
  %140 = icmp samesign ult i32 %137, 110, !dbg !21
  %141 = select i1 %140, i32 0, i32 %138, !dbg !21
  %142 = icmp eq i32 %137, 110, !dbg !21
  %.not2 = icmp eq i32 %141, 0, !dbg !21
  %143 = select i1 %.not2, i32 0, i32 2097152, !dbg !21
  %144 = select i1 %142, i32 %143, i32 %141, !dbg !21
  %145 = icmp eq i32 %137, 111, !dbg !21
  %.inv3 = icmp samesign ult i32 %144, 4194304, !dbg !21
  %146 = select i1 %.inv3, i32 2097152, i32 4194304, !dbg !21
  %147 = select i1 %145, i32 %146, i32 %144, !dbg !21
  %148 = icmp eq i32 %137, 112, !dbg !21
  %149 = icmp samesign ugt i32 %147, 2097152, !dbg !21
  %.inv4 = icmp samesign ult i32 %147, 6291456, !dbg !21
  %150 = select i1 %.inv4, i32 6291456, i32 8388608, !dbg !21
  %151 = select i1 %149, i32 %150, i32 4194304, !dbg !21
  %152 = select i1 %148, i32 %151, i32 %147, !dbg !21
  %153 = shl nuw nsw i32 %139, 23, !dbg !21
  %154 = or i32 %152, %153, !dbg !21
  %155 = lshr i32 %152, 21, !dbg !21
  %156 = and i32 %155, 1, !dbg !21
  %157 = add nuw nsw i32 %154, 1048575, !dbg !21
  %158 = add nuw nsw i32 %157, %156, !dbg !21
  %159 = icmp samesign ugt i32 %137, 142, !dbg !21
  %160 = icmp samesign ugt i32 %154, 258998271, !dbg !21
  %161 = or i1 %159, %160, !dbg !21
  %162 = icmp eq i32 %137, 255, !dbg !21
  %163 = icmp ne i32 %152, 0, !dbg !21
  %164 = and i1 %162, %163, !dbg !21
  %165 = lshr i32 %158, 21, !dbg !21
  %166 = select i1 %161, i32 123, i32 %165, !dbg !21
  %167 = select i1 %164, i32 126, i32 %166, !dbg !21
  %168 = or i32 %167, %69, !dbg !21
  %169 = trunc i32 %168 to i8, !dbg !21
  %170 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 822243328), !dbg !22
  %171 = select i1 %17, i32 %15, i32 -2147483648, !dbg !22
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i8(i8 %65, ptr addrspace(8) %170, i32 %171, i32 0, i32 0), !dbg !22
  %172 = select i1 %18, i32 %16, i32 -2147483648, !dbg !22
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i8(i8 %101, ptr addrspace(8) %170, i32 %172, i32 0, i32 0), !dbg !22
  %173 = insertelement <2 x i8> <i8 0, i8 poison>, i8 %65, i64 1, !dbg !23
  %174 = bitcast <2 x i8> %173 to i16, !dbg !23
  %175 = and i16 %174, -32768, !dbg !23
  %176 = lshr exact i16 %174, 1, !dbg !23
  %177 = and i16 %176, 16256, !dbg !23
  %178 = add nuw nsw i16 %177, 8192, !dbg !23
  %179 = and i8 %64, 127, !dbg !23
  %180 = icmp eq i8 %179, 127, !dbg !23
  %181 = select i1 %180, i16 32256, i16 %178, !dbg !23
  %182 = icmp eq i8 %179, 0, !dbg !23
  %183 = select i1 %182, i16 0, i16 %181, !dbg !23
  %184 = icmp eq i8 %179, 1, !dbg !23
  %185 = select i1 %184, i16 6144, i16 %183, !dbg !23
  %186 = icmp eq i8 %179, 2, !dbg !23
  %187 = select i1 %186, i16 7168, i16 %185, !dbg !23
  %188 = icmp eq i8 %179, 3, !dbg !23
  %189 = select i1 %188, i16 7680, i16 %187, !dbg !23
  %190 = icmp eq i8 %179, 4, !dbg !23
  %191 = select i1 %190, i16 8192, i16 %189, !dbg !23
  %192 = icmp eq i8 %179, 5, !dbg !23
  %193 = select i1 %192, i16 8448, i16 %191, !dbg !23
  %194 = icmp eq i8 %179, 6, !dbg !23
  %195 = select i1 %194, i16 8704, i16 %193, !dbg !23
  %196 = icmp eq i8 %179, 7, !dbg !23
  %197 = select i1 %196, i16 8960, i16 %195, !dbg !23
  %198 = or i16 %197, %175, !dbg !23
  %199 = bitcast i16 %198 to half, !dbg !23
  %200 = insertelement <2 x i8> <i8 0, i8 poison>, i8 %101, i64 1, !dbg !23
  %201 = bitcast <2 x i8> %200 to i16, !dbg !23
  %202 = and i16 %201, -32768, !dbg !23
  %203 = lshr exact i16 %201, 1, !dbg !23
  %204 = and i16 %203, 16256, !dbg !23
  %205 = add nuw nsw i16 %204, 8192, !dbg !23
  %206 = and i8 %100, 127, !dbg !23
  %207 = icmp eq i8 %206, 127, !dbg !23
  %208 = select i1 %207, i16 32256, i16 %205, !dbg !23
  %209 = icmp eq i8 %206, 0, !dbg !23
  %210 = select i1 %209, i16 0, i16 %208, !dbg !23
  %211 = icmp eq i8 %206, 1, !dbg !23
  %212 = select i1 %211, i16 6144, i16 %210, !dbg !23
  %213 = icmp eq i8 %206, 2, !dbg !23
  %214 = select i1 %213, i16 7168, i16 %212, !dbg !23
  %215 = icmp eq i8 %206, 3, !dbg !23
  %216 = select i1 %215, i16 7680, i16 %214, !dbg !23
  %217 = icmp eq i8 %206, 4, !dbg !23
  %218 = select i1 %217, i16 8192, i16 %216, !dbg !23
  %219 = icmp eq i8 %206, 5, !dbg !23
  %220 = select i1 %219, i16 8448, i16 %218, !dbg !23
  %221 = icmp eq i8 %206, 6, !dbg !23
  %222 = select i1 %221, i16 8704, i16 %220, !dbg !23
  %223 = icmp eq i8 %206, 7, !dbg !23
  %224 = select i1 %223, i16 8960, i16 %222, !dbg !23
  %225 = or i16 %224, %202, !dbg !23
  %226 = bitcast i16 %225 to half, !dbg !23
  %227 = fpext half %199 to float, !dbg !23
  %228 = fpext half %226 to float, !dbg !23
  %229 = insertelement <4 x i8> <i8 0, i8 poison, i8 0, i8 poison>, i8 %135, i64 1, !dbg !24
  %230 = insertelement <4 x i8> %229, i8 %169, i64 3, !dbg !24
  %231 = bitcast <4 x i8> %230 to <2 x half>, !dbg !24
  %232 = extractelement <2 x half> %231, i64 0, !dbg !24
  %233 = extractelement <2 x half> %231, i64 1, !dbg !24
  %234 = fpext half %232 to float, !dbg !24
  %235 = fpext half %233 to float, !dbg !24
  %236 = fadd float %234, %227, !dbg !23
  %237 = fadd float %235, %228, !dbg !23
  %238 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 822243328), !dbg !15
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %236, ptr addrspace(8) %238, i32 %21, i32 0, i32 0), !dbg !15
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.f32(float %237, ptr addrspace(8) %238, i32 %26, i32 0, i32 0), !dbg !15
  ret void, !dbg !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.amdgcn.s.setreg(i32 immarg, i32) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare float @llvm.amdgcn.raw.ptr.buffer.load.f32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #5

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i8(i8, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.f32(float, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #6

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #7

attributes #0 = { mustprogress nofree norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #4 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "fp8_cast", linkageName: "fp8_cast", scope: !1, file: !1, line: 216, type: !5, scopeLine: 216, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !7, !11, !12, !12}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "int", size: 8, encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !13, size: 64, dwarfAddressSpace: 1)
!13 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!14 = !DILocation(line: 216, column: 1, scope: !4)
!15 = !DILocation(line: 224, column: 5, scope: !4)
!16 = !DILocation(line: 218, column: 36, scope: !4)
!17 = !DILocation(line: 218, column: 9, scope: !4)
!18 = !DILocation(line: 219, column: 9, scope: !4)
!19 = !DILocation(line: 220, column: 9, scope: !4)
!20 = !DILocation(line: 221, column: 9, scope: !4)
!21 = !DILocation(line: 222, column: 9, scope: !4)
!22 = !DILocation(line: 223, column: 5, scope: !4)
!23 = !DILocation(line: 224, column: 24, scope: !4)
!24 = !DILocation(line: 224, column: 43, scope: !4)
