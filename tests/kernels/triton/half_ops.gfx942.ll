; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define amdgpu_kernel void @half_ops(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree readonly captures(none) %1, ptr addrspace(1) inreg nofree writeonly captures(none) %2, ptr addrspace(1) inreg nofree writeonly captures(none) %3, i32 inreg %4, ptr addrspace(1) inreg nofree readnone captures(none) %5, ptr addrspace(1) inreg nofree readnone captures(none) %6) local_unnamed_addr #0 !dbg !4 {
  %8 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !12
  %9 = shl i32 %8, 8, !dbg !12
  %10 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !13
  %11 = shl nuw nsw i32 %10, 2, !dbg !13
  %12 = and i32 %11, 252, !dbg !13
  %13 = or disjoint i32 %12, %9, !dbg !12
  %14 = or disjoint i32 %13, 1, !dbg !12
  %15 = or disjoint i32 %13, 2, !dbg !12
  %16 = or disjoint i32 %13, 3, !dbg !12
  %17 = icmp slt i32 %13, %4, !dbg !14
  %18 = icmp slt i32 %14, %4, !dbg !14
  %19 = icmp slt i32 %15, %4, !dbg !14
  %20 = icmp slt i32 %16, %4, !dbg !14
  %21 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !15
  %22 = shl i32 %13, 1, !dbg !15
  %23 = select i1 %17, i32 %22, i32 -2147483648, !dbg !15
  %24 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %21, i32 %23, i32 0, i32 0), !dbg !15
  %25 = bitcast i16 %24 to half, !dbg !15
  %26 = shl i32 %14, 1, !dbg !15
  %27 = select i1 %18, i32 %26, i32 -2147483648, !dbg !15
  %28 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %21, i32 %27, i32 0, i32 0), !dbg !15
  %29 = bitcast i16 %28 to half, !dbg !15
  %30 = shl i32 %15, 1, !dbg !15
  %31 = select i1 %19, i32 %30, i32 -2147483648, !dbg !15
  %32 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %21, i32 %31, i32 0, i32 0), !dbg !15
  %33 = bitcast i16 %32 to half, !dbg !15
  %34 = shl i32 %16, 1, !dbg !15
  %35 = select i1 %20, i32 %34, i32 -2147483648, !dbg !15
  %36 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %21, i32 %35, i32 0, i32 0), !dbg !15
  %37 = bitcast i16 %36 to half, !dbg !15
  %38 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !16
  %39 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %38, i32 %23, i32 0, i32 0), !dbg !16
  %40 = bitcast i16 %39 to half, !dbg !16
  %41 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %38, i32 %27, i32 0, i32 0), !dbg !16
  %42 = bitcast i16 %41 to half, !dbg !16
  %43 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %38, i32 %31, i32 0, i32 0), !dbg !16
  %44 = bitcast i16 %43 to half, !dbg !16
  %45 = tail call i16 @llvm.amdgcn.raw.ptr.buffer.load.i16(ptr addrspace(8) %38, i32 %35, i32 0, i32 0), !dbg !16
  %46 = bitcast i16 %45 to half, !dbg !16
  %47 = fmul half %25, %40, !dbg !17
  %48 = fmul half %29, %42, !dbg !17
  %49 = fmul half %33, %44, !dbg !17
  %50 = fmul half %37, %46, !dbg !17
  %51 = fadd half %47, %25, !dbg !17
  %52 = fadd half %48, %29, !dbg !17
  %53 = fadd half %49, %33, !dbg !17
  %54 = fadd half %50, %37, !dbg !17
  %55 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %2, i16 0, i64 2147483646, i32 159744), !dbg !18
  %56 = bitcast half %51 to i16, !dbg !18
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %56, ptr addrspace(8) %55, i32 %23, i32 0, i32 0), !dbg !18
  %57 = bitcast half %52 to i16, !dbg !18
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %57, ptr addrspace(8) %55, i32 %27, i32 0, i32 0), !dbg !18
  %58 = bitcast half %53 to i16, !dbg !18
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %58, ptr addrspace(8) %55, i32 %31, i32 0, i32 0), !dbg !18
  %59 = bitcast half %54 to i16, !dbg !18
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %59, ptr addrspace(8) %55, i32 %35, i32 0, i32 0), !dbg !18
  %60 = fpext half %25 to float, !dbg !19
  %61 = fpext half %29 to float, !dbg !19
  %62 = fpext half %33 to float, !dbg !19
  %63 = fpext half %37 to float, !dbg !19
  %64 = fpext half %40 to float, !dbg !20
  %65 = fpext half %42 to float, !dbg !20
  %66 = fpext half %44 to float, !dbg !20
  %67 = fpext half %46 to float, !dbg !20
  %68 = fsub float %60, %64, !dbg !19
  %69 = fsub float %61, %65, !dbg !19
  %70 = fsub float %62, %66, !dbg !19
  %71 = fsub float %63, %67, !dbg !19
  %72 = bitcast float %68 to i32, !dbg !21
  %73 = fcmp uno float %68, 0.000000e+00, !dbg !21
  %74 = lshr i32 %72, 16, !dbg !21
  %75 = and i32 %74, 1, !dbg !21
  %76 = add i32 %72, 32767, !dbg !21
  %77 = add i32 %76, %75, !dbg !21
  %78 = lshr i32 %77, 16, !dbg !21
  %79 = trunc nuw i32 %78 to i16, !dbg !21
  %80 = bitcast float %69 to i32, !dbg !21
  %81 = fcmp uno float %69, 0.000000e+00, !dbg !21
  %82 = lshr i32 %80, 16, !dbg !21
  %83 = and i32 %82, 1, !dbg !21
  %84 = add i32 %80, 32767, !dbg !21
  %85 = add i32 %84, %83, !dbg !21
  %86 = lshr i32 %85, 16, !dbg !21
  %87 = trunc nuw i32 %86 to i16, !dbg !21
  %88 = bitcast float %70 to i32, !dbg !21
  %89 = fcmp uno float %70, 0.000000e+00, !dbg !21
  %90 = lshr i32 %88, 16, !dbg !21
  %91 = and i32 %90, 1, !dbg !21
  %92 = add i32 %88, 32767, !dbg !21
  %93 = add i32 %92, %91, !dbg !21
  %94 = lshr i32 %93, 16, !dbg !21
  %95 = trunc nuw i32 %94 to i16, !dbg !21
  %96 = bitcast float %71 to i32, !dbg !21
  %97 = fcmp uno float %71, 0.000000e+00, !dbg !21
  %98 = lshr i32 %96, 16, !dbg !21
  %99 = and i32 %98, 1, !dbg !21
  %100 = add i32 %96, 32767, !dbg !21
  %101 = add i32 %100, %99, !dbg !21
  %102 = lshr i32 %101, 16, !dbg !21
  %103 = trunc nuw i32 %102 to i16, !dbg !21
  %104 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %3, i16 0, i64 2147483646, i32 159744), !dbg !22
  %105 = select i1 %73, i16 32767, i16 %79, !dbg !21
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %105, ptr addrspace(8) %104, i32 %23, i32 0, i32 0), !dbg !22
  %106 = select i1 %81, i16 32767, i16 %87, !dbg !21
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %106, ptr addrspace(8) %104, i32 %27, i32 0, i32 0), !dbg !22
  %107 = select i1 %89, i16 32767, i16 %95, !dbg !21
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %107, ptr addrspace(8) %104, i32 %31, i32 0, i32 0), !dbg !22
  %108 = select i1 %97, i16 32767, i16 %103, !dbg !21
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i16(i16 %108, ptr addrspace(8) %104, i32 %35, i32 0, i32 0), !dbg !22
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

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,64" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
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
