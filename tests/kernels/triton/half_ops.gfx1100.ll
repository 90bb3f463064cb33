; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @half_ops(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, ptr addrspace(1) inreg nofree writeonly captures(none) %3, i32 inreg %4, ptr addrspace(1) inreg nofree readnone captures(none) %5, ptr addrspace(1) inreg nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !12
  %9 = shl i32 %8, 8, !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !13
  %11 = shl nuw nsw i32 %10, 3, !dbg !13
  %12 = and i32 %11, 248, !dbg !13
  %13 = or disjoint i32 %12, %9, !dbg !12
  %14 = or disjoint i32 %13, 1, !dbg !12
  %15 = or disjoint i32 %13, 2, !dbg !12
  %16 = or disjoint i32 %13, 3, !dbg !12
  %17 = or disjoint i32 %13, 4, !dbg !12
  %18 = or disjoint i32 %13, 5, !dbg !12
  %19 = or disjoint i32 %13, 6, !dbg !12
  %20 = or disjoint i32 %13, 7, !dbg !12
  %21 = icmp slt i32 %13, %4, !dbg !14
  %22 = icmp slt i32 %14, %4, !dbg !14
  %23 = icmp slt i32 %15, %4, !dbg !14
  %24 = icmp slt i32 %16, %4, !dbg !14
  %25 = icmp slt i32 %17, %4, !dbg !14
  %26 = icmp slt i32 %18, %4, !dbg !14
  %27 = icmp slt i32 %19, %4, !dbg !14
  %28 = icmp slt i32 %20, %4, !dbg !14
  %29 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !15
  %30 = shl i32 %13, 1, !dbg !15
  %31 = select i1 %21, i32 %30, i32 -2147483648, !dbg !15
  %32 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %29, i32 %31, i32 0, i32 0), !dbg !15
  %33 = bitcast i16 %32 to half, !dbg !15
  %34 = shl i32 %14, 1, !dbg !15
  %35 = select i1 %22, i32 %34, i32 -2147483648, !dbg !15
  %36 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %29, i32 %35, i32 0, i32 0), !dbg !15
  %37 = bitcast i16 %36 to half, !dbg !15
  %38 = shl i32 %15, 1, !dbg !15
  %39 = select i1 %23, i32 %38, i32 -2147483648, !dbg !15
  %40 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %29, i32 %39, i32 0, i32 0), !dbg !15
  %41 = bitcast i16 %40 to half, !dbg !15
  %42 = shl i32 %16, 1, !dbg !15
  %43 = select i1 %24, i32 %42, i32 -2147483648, !dbg !15
  %44 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %29, i32 %43, i32 0, i32 0), !dbg !15
  %45 = bitcast i16 %44 to half, !dbg !15
  %46 = shl i32 %17, 1, !dbg !15
  %47 = select i1 %25, i32 %46, i32 -2147483648, !dbg !15
  %48 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %29, i32 %47, i32 0, i32 0), !dbg !15
  %49 = bitcast i16 %48 to half, !dbg !15
  %50 = shl i32 %18, 1, !dbg !15
  %51 = select i1 %26, i32 %50, i32 -2147483648, !dbg !15
  %52 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %29, i32 %51, i32 0, i32 0), !dbg !15
  %53 = bitcast i16 %52 to half, !dbg !15
  %54 = shl i32 %19, 1, !dbg !15
  %55 = select i1 %27, i32 %54, i32 -2147483648, !dbg !15
  %56 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %29, i32 %55, i32 0, i32 0), !dbg !15
  %57 = bitcast i16 %56 to half, !dbg !15
  %58 = shl i32 %20, 1, !dbg !15
  %59 = select i1 %28, i32 %58, i32 -2147483648, !dbg !15
  %60 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %29, i32 %59, i32 0, i32 0), !dbg !15
  %61 = bitcast i16 %60 to half, !dbg !15
  %62 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 822243328), !dbg !16
  %63 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %62, i32 %31, i32 0, i32 0), !dbg !16
  %64 = bitcast i16 %63 to half, !dbg !16
  %65 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %62, i32 %35, i32 0, i32 0), !dbg !16
  %66 = bitcast i16 %65 to half, !dbg !16
  %67 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %62, i32 %39, i32 0, i32 0), !dbg !16
  %68 = bitcast i16 %67 to half, !dbg !16
  %69 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %62, i32 %43, i32 0, i32 0), !dbg !16
  %70 = bitcast i16 %69 to half, !dbg !16
  %71 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %62, i32 %47, i32 0, i32 0), !dbg !16
  %72 = bitcast i16 %71 to half, !dbg !16
  %73 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %62, i32 %51, i32 0, i32 0), !dbg !16
  %74 = bitcast i16 %73 to half, !dbg !16
  %75 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %62, i32 %55, i32 0, i32 0), !dbg !16
  %76 = bitcast i16 %75 to half, !dbg !16
  %77 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %62, i32 %59, i32 0, i32 0), !dbg !16
  %78 = bitcast i16 %77 to half, !dbg !16
  %79 = fmul half %33, %64, !dbg !17
  %80 = fmul half %37, %66, !dbg !17
  %81 = fmul half %41, %68, !dbg !17
  %82 = fmul half %45, %70, !dbg !17
  %83 = fmul half %49, %72, !dbg !17
  %84 = fmul half %53, %74, !dbg !17
  %85 = fmul half %57, %76, !dbg !17
  %86 = fmul half %61, %78, !dbg !17
  %87 = fadd half %79, %33, !dbg !17
  %88 = fadd half %80, %37, !dbg !17
  %89 = fadd half %81, %41, !dbg !17
  %90 = fadd half %82, %45, !dbg !17
  %91 = fadd half %83, %49, !dbg !17
  %92 = fadd half %84, %53, !dbg !17
  %93 = fadd half %85, %57, !dbg !17
  %94 = fadd half %86, %61, !dbg !17
  %95 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 822243328), !dbg !18
  %96 = bitcast half %87 to i16, !dbg !18
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %96, ptr addrspace(8) %95, i32 %31, i32 0, i32 0), !dbg !18
  %97 = bitcast half %88 to i16, !dbg !18
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %97, ptr addrspace(8) %95, i32 %35, i32 0, i32 0), !dbg !18
  %98 = bitcast half %89 to i16, !dbg !18
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %98, ptr addrspace(8) %95, i32 %39, i32 0, i32 0), !dbg !18
  %99 = bitcast half %90 to i16, !dbg !18
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %99, ptr addrspace(8) %95, i32 %43, i32 0, i32 0), !dbg !18
  %100 = bitcast half %91 to i16, !dbg !18
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %100, ptr addrspace(8) %95, i32 %47, i32 0, i32 0), !dbg !18
  %101 = bitcast half %92 to i16, !dbg !18
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %101, ptr addrspace(8) %95, i32 %51, i32 0, i32 0), !dbg !18
  %102 = bitcast half %93 to i16, !dbg !18
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %102, ptr addrspace(8) %95, i32 %55, i32 0, i32 0), !dbg !18
  %103 = bitcast half %94 to i16, !dbg !18
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %103, ptr addrspace(8) %95, i32 %59, i32 0, i32 0), !dbg !18
  %104 = fpext half %33 to float, !dbg !19
  %105 = fpext half %37 to float, !dbg !19
  %106 = fpext half %41 to float, !dbg !19
  %107 = fpext half %45 to float, !dbg !19
  %108 = fpext half %49 to float, !dbg !19
  %109 = fpext half %53 to float, !dbg !19
  %110 = fpext half %57 to float, !dbg !19
  %111 = fpext half %61 to float, !dbg !19
  %112 = fpext half %64 to float, !dbg !20
  %113 = fpext half %66 to float, !dbg !20
  %114 = fpext half %68 to float, !dbg !20
  %115 = fpext half %70 to float, !dbg !20
  %116 = fpext half %72 to float, !dbg !20
  %117 = fpext half %74 to float, !dbg !20
  %118 = fpext half %76 to float, !dbg !20
  %119 = fpext half %78 to float, !dbg !20
  %120 = fsub float %104, %112, !dbg !19
  %121 = fsub float %105, %113, !dbg !19
  %122 = fsub float %106, %114, !dbg !19
  %123 = fsub float %107, %115, !dbg !19
  %124 = fsub float %108, %116, !dbg !19
  %125 = fsub float %109, %117, !dbg !19
  %126 = fsub float %110, %118, !dbg !19
  %127 = fsub float %111, %119, !dbg !19
  %128 = bitcast float %120 to i32, !dbg !21
  %129 = fcmp uno float %120, 0.000000e+00, !dbg !21
  %130 = lshr i32 %128, 16, !dbg !21
  %131 = and i32 %130, 1, !dbg !21
  %132 = add i32 %128, 32767, !dbg !21
  %133 = add i32 %132, %131, !dbg !21
  %134 = lshr i32 %133, 16, !dbg !21
  %135 = trunc nuw i32 %134 to i16, !dbg !21
  %136 = bitcast float %121 to i32, !dbg !21
  %137 = fcmp uno float %121, 0.000000e+00, !dbg !21
  %138 = lshr i32 %136, 16, !dbg !21
  %139 = and i32 %138, 1, !dbg !21
  %140 = add i32 %136, 32767, !dbg !21
  %141 = add i32 %140, %139, !dbg !21
  %142 = lshr i32 %141, 16, !dbg !21
  %143 = trunc nuw i32 %142 to i16, !dbg !21
  %144 = bitcast float %122 to i32, !dbg !21
  %145 = fcmp uno float %122, 0.000000e+00, !dbg !21
  %146 = lshr i32 %144, 16, !dbg !21
  %147 = and i32 %146, 1, !dbg !21
  %148 = add i32 %144, 32767, !dbg !21
  %149 = add i32 %148, %147, !dbg !21
  %150 = lshr i32 %149, 16, !dbg !21
  %151 = trunc nuw i32 %150 to i16, !dbg !21
  %152 = bitcast float %123 to i32, !dbg !21
  %153 = fcmp uno float %123, 0.000000e+00, !dbg !21
  %154 = lshr i32 %152, 16, !dbg !21
  %155 = and i32 %154, 1, !dbg !21
  %156 = add i32 %152, 32767, !dbg !21
  %157 = add i32 %156, %155, !dbg !21
  %158 = lshr i32 %157, 16, !dbg !21
  %159 = trunc nuw i32 %158 to i16, !dbg !21
  %160 = bitcast float %124 to i32, !dbg !21
  %161 = fcmp uno float %124, 0.000000e+00, !dbg !21
  %162 = lshr i32 %160, 16, !dbg !21
  %163 = and i32 %162, 1, !dbg !21
  %164 = add i32 %160, 32767, !dbg !21
  %165 = add i32 %164, %163, !dbg !21
  %166 = lshr i32 %165, 16, !dbg !21
  %167 = trunc nuw i32 %166 to i16, !dbg !21
  %168 = bitcast float %125 to i32, !dbg !21
  %169 = fcmp uno float %125, 0.000000e+00, !dbg !21
  %170 = lshr i32 %168, 16, !dbg !21
  %171 = and i32 %170, 1, !dbg !21
  %172 = add i32 %168, 32767, !dbg !21
  %173 = add i32 %172, %171, !dbg !21
  %174 = lshr i32 %173, 16, !dbg !21
  %175 = trunc nuw i32 %174 to i16, !dbg !21
  %176 = bitcast float %126 to i32, !dbg !21
  %177 = fcmp uno float %126, 0.000000e+00, !dbg !21
  %178 = lshr i32 %176, 16, !dbg !21
  %179 = and i32 %178, 1, !dbg !21
  %180 = add i32 %176, 32767, !dbg !21
  %181 = add i32 %180, %179, !dbg !21
  %182 = lshr i32 %181, 16, !dbg !21
  %183 = trunc nuw i32 %182 to i16, !dbg !21
  %184 = bitcast float %127 to i32, !dbg !21
  %185 = fcmp uno float %127, 0.000000e+00, !dbg !21
  %186 = lshr i32 %184, 16, !dbg !21
  %187 = and i32 %186, 1, !dbg !21
  %188 = add i32 %184, 32767, !dbg !21
  %189 = add i32 %188, %187, !dbg !21
  %190 = lshr i32 %189, 16, !dbg !21
  %191 = trunc nuw i32 %190 to i16, !dbg !21
  %192 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %3, i16 0, i64 2147483646, i32 822243328), !dbg !22
  %193 = select i1 %129, i16 32767, i16 %135, !dbg !21
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %193, ptr addrspace(8) %192, i32 %31, i32 0, i32 0), !dbg !22
  %194 = select i1 %137, i16 32767, i16 %143, !dbg !21
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %194, ptr addrspace(8) %192, i32 %35, i32 0, i32 0), !dbg !22
  %195 = select i1 %145, i16 32767, i16 %151, !dbg !21
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %195, ptr addrspace(8) %192, i32 %39, i32 0, i32 0), !dbg !22
  %196 = select i1 %153, i16 32767, i16 %159, !dbg !21
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %196, ptr addrspace(8) %192, i32 %43, i32 0, i32 0), !dbg !22
  %197 = select i1 %161, i16 32767, i16 %167, !dbg !21
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %197, ptr addrspace(8) %192, i32 %47, i32 0, i32 0), !dbg !22
  %198 = select i1 %169, i16 32767, i16 %175, !dbg !21
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %198, ptr addrspace(8) %192, i32 %51, i32 0, i32 0), !dbg !22
  %199 = select i1 %177, i16 32767, i16 %183, !dbg !21
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %199, ptr addrspace(8) %192, i32 %55, i32 0, i32 0), !dbg !22
  %200 = select i1 %185, i16 32767, i16 %191, !dbg !21
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %200, ptr addrspace(8) %192, i32 %59, i32 0, i32 0), !dbg !22
  ret void, !dbg !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,32" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "half_ops", linkageName: "half_ops", scope: !1, file: !1, line: 158, type: !5, scopeLine: 158, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !7, !9, !11, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DILocation(line: 160, column: 12, scope: !4)
!13 = !DILocation(line: 160, column: 39, scope: !4)
!14 = !DILocation(line: 161, column: 9, scope: !4)
!15 = !DILocation(line: 162, column: 9, scope: !4)
!16 = !DILocation(line: 163, column: 9, scope: !4)
!17 = !DILocation(line: 164, column: 26, scope: !4)
!18 = !DILocation(line: 164, column: 5, scope: !4)
!19 = !DILocation(line: 165, column: 27, scope: !4)
!20 = !DILocation(line: 165, column: 46, scope: !4)
!21 = !DILocation(line: 165, column: 26, scope: !4)
!22 = !DILocation(line: 165, column: 5, scope: !4)
!23 = !DILocation(line: 158, column: 1, scope: !4)
